#!/bin/sh
# DESIGN: core/ is pure C; no file under core/ includes a Lua header.
echo "1..1"
if grep -lE '#include *[<"](lua|lauxlib|lualib|lua\.h)' core/*.c core/*.h >/dev/null 2>&1; then
	echo "not ok 1 - core/ includes a Lua header:"
	grep -nE '#include *[<"](lua|lauxlib|lualib)' core/*.c core/*.h | sed 's/^/# /'
else
	echo "ok 1 - no file under core/ includes a Lua header"
fi
