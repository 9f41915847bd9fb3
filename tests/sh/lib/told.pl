#!/usr/bin/perl
# told.pl REPLAY EXPORT AS: every card a seat learns is told to it at that
# moment. EXPORT is `replay REPLAY --export-as SEAT` (the core's filtered
# events: which faces the seat saw, after which action), AS is `replay
# REPLAY --as SEAT` (the narration that `play` prints, cw_render_events,
# step by step). A face the seat sees for the first time in a round, in a
# `seen` line after an action, must be printed in that action's step (or
# at the round's end, when the action ended it); one seen at the deal, in
# the deal's table. Prints "untold: line L (ACTION): FACE" for each one
# that is not; exit 1 when there is any.
use strict;
use warnings;

my ($replay, $export, $as) = @ARGV;
sub slurp { my ($f) = @_; open my $h, '<', $f or die "$f: $!"; local $/; return scalar <$h>; }
my @file = split /\n/, slurp($replay);
my $face = qr/(?<![\w.])((?:10|[2-9AJQK])[SHDC]|X)(?![\w])/;

# The --as text: the deal, then one block per step; a round's end and the
# next deal belong to the step that ended the round.
my (@block, $cur);
$cur = 0;
for (split /\n/, slurp($as)) {
	if (/^== step (\d+) of \d+, line (\d+)/) { $cur = $1; $block[$cur] = "(line $2) "; next; }
	if (/^== the deal/) { $cur = 0; next; }
	$block[$cur] .= "$_\n";
}

# The export: the k-th action written is step k (every action the seat
# may know is written; one wholly private to another seat is not, and
# then the steps cannot be matched: said, and not checked).
my $exp = slurp($export);
my $nacts = () = $exp =~ /^\d+ /mg;
if ($nacts != $#block) {
	print "# $nacts actions in the export, $#block steps: not checked\n";
	exit 0;
}
my ($k, $bad, %known) = (0, 0);
my $round = 0;
for (split /\n/, $exp) {
	if (/^round (\d+)/) { $round = $1; %known = (); next; }
	next unless $round;
	if (/^\d+ /) { $k++; next; }
	next unless /^seen /;
	while (/$face/g) {
		my $f = $1;
		next if $known{$f}++;
		next if ($block[$k] // '') =~ /(?<![\w.])\[?\Q$f\E\]?(?![\w])/;
		print "untold: " . ($k ? "step $k " . substr($block[$k], 0, index($block[$k], "\n")) : 'the deal') . ": $f ($_)\n";
		$bad = 1;
	}
}
exit $bad;
