#!/bin/sh
# Installs the Debian packages named as arguments when any is missing:
# with apt-get as root, otherwise says which to install and fails.
missing=""
for p in "$@"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "installing:$missing"
	export DEBIAN_FRONTEND=noninteractive
	# Another install may hold the package lock: wait for it, not fail.
	lock="-o DPkg::Lock::Timeout=600"
	apt-get $lock update -q >/dev/null && apt-get $lock install -y -q $missing >/dev/null || {
		echo "cardwright: could not install:$missing" >&2; exit 1; }
else
	echo "cardwright: missing packages:$missing (install them with: sudo apt-get install$missing)" >&2
	exit 1
fi
