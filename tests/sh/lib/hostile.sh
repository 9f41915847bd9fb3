# The self-attack rounds' harness (tests/sh/hostile_round*.sh), sourced
# after tap.sh with BIN set: raw() finds a raw control byte, SCRIPT_KB and
# FILE_KB are the address-space caps for a script and for a file read, and
# run() runs one hostile command under them.
CTRL=$(printf '[\001-\010\013-\037\177]')
C1=$(printf '\302[\200-\237]')
raw() { LC_ALL=C grep -q "$CTRL\|$C1" "$@"; }
# A sanitizer build reserves more address space than either cap.
if LC_ALL=C grep -q __asan_init "$BIN"; then SCRIPT_KB=unlimited FILE_KB=unlimited; else SCRIPT_KB=524288 FILE_KB=65536; fi

# run KB NAME PATTERN COMMAND...: in $T/cwd, input from $T/in, under the
# address-space cap and a timeout of RUN_SECONDS (20 s unless set; KILL,
# so a hang is status 137).
# Passes when the status is 0 to 2, the output holds no raw control byte
# and matches PATTERN (grep -E; empty: anything).
run() {
	kb=$1 name=$2 pat=$3
	shift 3
	(cd "$T/cwd" && ulimit -v $kb && exec timeout -s KILL "${RUN_SECONDS:-20}" "$@") <"$T/in" >"$T/out" 2>&1
	rc=$?
	if [ $rc -gt 2 ]; then
		echo "# status $rc" >>"$T/out"
		false
	elif raw "$T/out"; then
		echo "# a raw control byte in the output" >>"$T/out"
		false
	elif [ -n "$pat" ]; then
		grep -Eq -- "$pat" "$T/out"
	fi
	result $? "$name"
}
