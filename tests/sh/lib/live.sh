# A game kept in play for a test: the program started in the background
# on a FIFO it reads its input from, held open on descriptor 3, so that
# its recording stays locked until live_stop closes the input.
# live_start FIFO ARGS...: the program's words after $BIN; its output in $T/play.
live_start() {
	live_fifo=$1
	shift
	mkfifo "$live_fifo"
	$BIN "$@" <"$live_fifo" >"$T/play" 2>&1 &
	live_pid=$!
	exec 3>"$live_fifo"
}
# live_wait COMMAND: polls for up to 10 s until the shell command holds.
live_wait() {
	i=0
	while [ $i -lt 100 ] && ! sh -c "$1"; do sleep 0.1; i=$((i + 1)); done
}
# live_stop: the end of its input stops the game; waits for it.
live_stop() {
	exec 3>&-
	wait $live_pid
}
