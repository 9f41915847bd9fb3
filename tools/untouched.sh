#!/bin/sh
# untouched.sh COMMAND...: runs COMMAND with HOME and the XDG directories
# pointing into a decoy home, and fails, naming them, if any file appeared
# or changed there. `make test` runs this way: every test is meant to make
# its own private home (tests/run), so the user's real home, which the
# decoy stands for, is never read or written. A decoy rather than the real
# directory, so that another program writing there meanwhile is not
# mistaken for a test.
decoy=$(mktemp -d "${TMPDIR:-/tmp}/cwhome.XXXXXX") || exit 1
trap 'rm -rf "$decoy"' EXIT
HOME=$decoy XDG_STATE_HOME= XDG_CONFIG_HOME= XDG_DATA_HOME= XDG_CACHE_HOME= "$@"
rc=$?
touched=$(find "$decoy" -mindepth 1 | head -n 10)
if [ -n "$touched" ]; then
	echo "make test: a test wrote into the user's home instead of its own:" >&2
	echo "$touched" | sed "s|^$decoy|    ~|" >&2
	exit 1
fi
exit $rc
