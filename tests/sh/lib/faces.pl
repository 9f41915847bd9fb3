#!/usr/bin/perl
# faces.pl TRANSCRIPT EXPORT: compares, round by round, the card faces a
# person's screen showed (TRANSCRIPT: the REPL's output, piped, so cards in
# letters; the lines the person typed, "> ...", left out) with the faces
# the engine let that seat see (EXPORT: `replay FILE --export-as SEAT`,
# written from the core's filtered events, not from the renderer). Prints
# one line per difference: "leak round N: 7H" for a face shown that the
# seat never saw in that round, "untold round N: 7H" for a face the seat
# saw that the screen never showed. Exit 1 when there is any.
use strict;
use warnings;

my $face = qr/(?<![\w.])((?:10|[2-9AJQK])[SHDC])(?![\w])/;
my (%shown, %seen);
my $round = 0;
open my $t, '<', $ARGV[0] or die "$ARGV[0]: $!";
while (<$t>) {
	next if /^> /;
	$round = $1 if /^-- (?:round|hand) (\d+):/;
	$shown{$round}{$1} = 1 while /$face/g;
}
$round = 0;
my $body = 0;
open my $e, '<', $ARGV[1] or die "$ARGV[1]: $!";
while (<$e>) {
	s/#.*//;
	if (/^round (\d+)/) { $round = $1; $body = 1; next; }
	next unless $body;
	$seen{$round}{$1} = 1 while /$face/g;
}
my $bad = 0;
for my $r (sort { $a <=> $b } keys %shown) {
	for my $f (sort keys %{ $shown{$r} }) {
		next if $seen{$r}{$f};
		print "leak round $r: $f\n";
		$bad = 1;
	}
}
for my $r (sort { $a <=> $b } keys %seen) {
	for my $f (sort keys %{ $seen{$r} }) {
		next if $shown{$r}{$f};
		print "untold round $r: $f\n";
		$bad = 1;
	}
}
exit $bad;
