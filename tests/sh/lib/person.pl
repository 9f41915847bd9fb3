#!/usr/bin/perl
# person.pl SEED MAXMOVES COMMAND...: plays as the person at a piped REPL
# (no terminal): each time the REPL lists what is legal, one of the listed
# actions is typed, picked by a seeded generator. Everything the REPL
# printed goes to stdout, the lines typed marked "> ". Stops after MAXMOVES
# actions or when the REPL ends. With PERSON_EXTRA set in the
# environment, the person also asks for a `hint` and the `score` before
# one move in seven, and every seventh time it is asked it types `undo` instead of
# a move, and agrees when undo asks (tests/sh/hidden_diff.sh).
use strict;
use warnings;
use IPC::Open2;

my ($seed, $max, @cmd) = @ARGV;
my $state = $seed * 2654435761 % 4294967296 || 1;
sub pick { $state = ($state * 1103515245 + 12345) % 2147483648; return $state % $_[0]; }

my $pid = open2(my $from, my $to, @cmd);
my $moves = 0;
my $asked = 0;
while (my $line = <$from>) {
	print $line;
	if ($line =~ /^game over\./) { close $to; last; }
	if ($line =~ /\? \[y\/N\] $/) {	# an undo across a card seen: agreed
		print "> y\n";
		print $to "y\n";
		$to->flush;
		next;
	}
	next unless $line =~ /(?:^|\. )legal: (.*)$/;
	# a verb with many choices is listed once with an example: play that
	my @acts = map { /: \d+ choices, e\.g\. (.*)$/ ? $1 : $_ } grep { !/\.\.\. \(any set/ } split /, /, $1;
	if (!@acts || $moves++ >= $max) { close $to; last; }
	if ($ENV{PERSON_EXTRA} && ++$asked % 7 == 0) {
		print "> undo\n";
		print $to "undo\n";
		$to->flush;
		next;
	}
	print $to "hint\nscore\n" if $ENV{PERSON_EXTRA} && $asked % 7 == 1;
	my $a = $acts[pick(scalar @acts)];
	print "> $a\n";
	print $to "$a\n";
	$to->flush;
}
print while <$from>;
waitpid $pid, 0;
exit($? >> 8);
