#!/usr/bin/perl
# hidden_diff.pl BIN DIR VARIANT PLAYERS SEAT SEED [K=V]...: the
# differential test of hidden information (DESIGN principle 2) for one seat
# of one variant. Two games are dealt from decks that differ only in two
# cards SEAT has not seen; the same actions are played in both; SEAT's
# output must then be byte-identical on every channel up to the action
# that lets SEAT see one of the two cards.
#
# Game A: a deck shuffled from SEED (a real-table replay, `deck` line),
# SEAT played by a person (person.pl, seeded), the other seats by random
# bots, recorded by `play --resume`; round 1 only. Game B: the same file with two cards of the
# deck swapped and A's actions. The cards swapped, chosen from A's deal:
#   other-stock   a face-down card of another seat and a card of the stock
#   other-other   face-down cards of two other seats (or two of one seat)
#   own-other     a card of SEAT's own that it has not looked at, and one
#                 of another seat
# The moment SEAT learns one of them is read from `replay --export-as SEAT`
# of game A (written from the core's filtered events: the reference, not
# a channel under test): the first `seen` line naming either face. If B
# stops verifying earlier (a claim that was legal only with A's cards),
# that line is the limit instead. Channels, each up to that limit:
#   as       `replay --as SEAT`, the narration and tables of every step
#   export   `replay --export-as SEAT`
#   play     `play --resume` of the game cut before each of SEAT's
#            decisions: `show`, `legal`, `hint`, `score`, `undo`
#   person   the whole screen of the person's game (A and B played again,
#            the person typing `hint`, `score` and `undo` along the way),
#            up to the first line
#            that shows either face (what the screen shows after that is
#            tests/sh/leak.sh's)
# Prints one TAP line per channel and pair ("ok" / "not ok"), numbered on
# from $ENV{N0}; its last line, "# lines N", is the number reached.
use strict;
use warnings;

my ($bin, $dir, $variant, $players, $seat, $seed, @rules) = @ARGV;
my $n = $ENV{N0} || 0;
my $face_re = qr/(?<![\w.])((?:10|[2-9AJQK])[SHDC])(?![\w])/;

sub slurp { my ($f) = @_; open my $h, '<', $f or return ''; local $/; my $s = <$h>; return defined $s ? $s : ''; }
sub spit { my ($f, $s) = @_; open my $h, '>', $f or die "$f: $!"; print $h $s; close $h; }
sub run {	# run(stdin text or undef, outfile, errfile, cmd...): exit status
	my ($in, $out, $err, @cmd) = @_;
	my $pid = fork // die;
	if (!$pid) {
		open STDOUT, '>', $out or die;
		open STDERR, '>', $err or die;
		if (defined $in) { spit("$out.in", $in); open STDIN, '<', "$out.in" or die; }
		else { open STDIN, '<', '/dev/null' or die; }
		exec @cmd or die;
	}
	waitpid $pid, 0;
	return $? >> 8;
}
sub tap {
	my ($ok, $name, $diag) = @_;
	$n++;
	print(($ok ? "ok" : "not ok") . " $n - $name\n");
	if (!$ok && defined $diag) { print "# $_\n" for split /\n/, $diag; }
}
sub skip { $n++; print "ok $n # skip $_[0]\n"; }

# The pack: as many cards as the variant says, from whole 52-card decks
# and jokers.
my @std;
for my $s (qw(S H D C)) { push @std, "$_$s" for qw(A 2 3 4 5 6 7 8 9 10 J Q K); }
mkdir $dir;
my $hdr = "cardwright-replay 1\nvariant $variant\n" . join('', map { "rule $_\n" } @rules);
my @names = map { $_ == $seat ? 'me' : "random$_" } 1 .. $players;
$hdr .= "players @names\nround 1\n";
spit("$dir/probe.replay", $hdr . "deck AS\n");
run(undef, "$dir/probe.out", "$dir/probe.err", $bin, 'replay', "$dir/probe.replay");
my ($size) = slurp("$dir/probe.err") =~ /the pack of \S+ has (\d+)/;
my @pack = $size && $size % 52 <= 4 * int($size / 52) ? ((@std) x int($size / 52), ('X') x ($size % 52)) : ();
if (!@pack) {
	skip("$variant: no pack read from: " . slurp("$dir/probe.err"));
	print "# lines $n\n";
	exit 0;
}
my $st = ($seed * 2654435761 + 12345) % 4294967296 || 1;
sub rnd { $st = ($st * 1103515245 + 12345) % 2147483648; return $st % $_[0]; }
for (my $i = $#pack; $i > 0; $i--) { my $k = rnd($i + 1); @pack[$i, $k] = @pack[$k, $i]; }

# Game A, played at the REPL.
# (An undo makes the REPL record the game again, from its seed: the deck
# is lost, so the game that gives the actions is played without undo.)
my %env = (HOME => "$dir/home", XDG_STATE_HOME => "$dir/home", XDG_CONFIG_HOME => "$dir/home",
	   XDG_DATA_HOME => "$dir/home");
sub play_game {
	my ($sub, $deck, $extra) = @_;
	local $ENV{PERSON_EXTRA} = $extra if $extra;
	mkdir "$dir/$sub";
	mkdir "$dir/$sub/home";
	spit("$dir/$sub/game.replay", $hdr . "deck @$deck\n");
	local @ENV{ keys %env } = map { my $v = $env{$_}; $v =~ s/\Q$dir\E/$dir\/$sub/; $v } keys %env;
	chdir "$dir/$sub" or die;
	run(undef, "screen", "screen.err", 'timeout', '60', 'perl', $ENV{PERSON}, $seed, 150, $bin, 'play', '--resume',
	    'game.replay');
	chdir $ENV{TOP} or die;
}
play_game('A', \@pack);
my @lines = split /\n/, slurp("$dir/A/game.replay");
my ($deckline) = grep { $lines[$_] =~ /^deck / } 0 .. $#lines;
die "$dir/A/game.replay: no deck line\n" unless defined $deckline;
# the actions (a result line is a check of the file, left out: B's scores differ)
# (round 1 only: a real-table game needs a deck line for each round)
my @acts;
for (@lines[$deckline + 1 .. $#lines]) { last if /^(?:result|total|round) /; push @acts, $_; }
my @actseat = map { /^(\d+) / ? $1 : 0 } @acts;

# The deal as it was: each seat's cards (--reveal) and what SEAT saw of it.
run(undef, "$dir/A/reveal", "$dir/A/reveal.err", $bin, 'replay', "$dir/A/game.replay", '--reveal');
run(undef, "$dir/A/as", "$dir/A/as.err", $bin, 'replay', "$dir/A/game.replay", '--as', $seat);
sub deal_section {
	my ($text) = @_;
	my ($deal) = $text =~ /^== the deal\n(.*?)^== step/ms;
	return $deal // '';
}
my $deal = deal_section(slurp("$dir/A/reveal"));
my ($stock) = $deal =~ /stock (\d+)/;
my $ndealt = $size - ($stock // $size);
my (%owner, $cur);
my $k = 0;
for (split /\n/, $deal) {
	if (/^  \S/) { $cur = ++$k; next; }
	next unless $cur;
	$owner{$1}{$cur}++ while /$face_re/g;
}
my %seen_deal;
my $asdeal = deal_section(slurp("$dir/A/as"));
$seen_deal{$1} = 1 while $asdeal =~ /$face_re/g;
my (%count, @other, @own);
$count{$pack[$_]}++ for 0 .. $ndealt - 1;
for my $p (0 .. $ndealt - 1) {
	my $f = $pack[$p];
	next if $f eq 'X' || $count{$f} > 1 || $seen_deal{$f} || !$owner{$f};
	my ($o) = keys %{ $owner{$f} };
	if ($o == $seat) { push @own, $p; } else { push @other, [ $p, $o ]; }
}
my @pairs;
my $sp = $ndealt + 3 < $size ? $ndealt + 3 : undef;
push @pairs, [ 'other-stock', $other[0][0], $sp ] if @other && defined $sp;
if (@other > 1) {
	my ($b) = grep { $_->[1] != $other[0][1] } @other[1 .. $#other];
	$b ||= $other[-1];
	push @pairs, [ 'other-other', $other[0][0], $b->[0] ];
}
push @pairs, [ 'own-other', $own[0], $other[-1][0] ] if @own && @other;

# The number of actions before the line of the export that first names a face of @f.
sub learned_at {
	my ($text, @f) = @_;
	my $acts = 0;
	my $body = 0;
	for (split /\n/, $text) {
		if (/^round /) { $body = 1; next; }
		next unless $body;
		if (/^\d+ /) { $acts++; next; }
		if (/^(?:result|total) / || /^round 2/) { last; }
		for my $x (@f) { return $acts if /(?<![\w])\Q$x\E(?![\w])/; }
	}
	return 1e9;
}
# The first mismatch of two texts, for the diagnostic.
sub first_diff {
	my ($a, $b) = @_;
	my @a = split /\n/, $a;
	my @b = split /\n/, $b;
	for my $i (0 .. ($#a > $#b ? $#a : $#b)) {
		my ($x, $y) = ($a[$i] // '(end)', $b[$i] // '(end)');
		return "line " . ($i + 1) . ":\n A: $x\n B: $y" if $x ne $y;
	}
	return '';
}
# The --as text before step J (or the round's end).
sub as_before {
	my ($text, $j) = @_;
	$text =~ s/^== step $j of .*//ms;
	$text =~ s/^(== step \d+) of \d+/$1/mg;	# B may verify fewer steps
	$text =~ s/^-- end of round 1.*//ms;
	# a hand of the rummy family ends without that line: round 2 begins
	# (dealt from a secret seed, the file holding no deck for it)
	$text =~ s/^-- (?:round|hand) 2: .*//ms;
	$text =~ s/^\S+: verified.*//ms;
	return $text;
}
sub export_before {
	my ($text, $j) = @_;
	my ($out, $acts) = ('', 0);
	for (split /\n/, $text) {
		$acts++ if /^\d+ /;
		last if $acts >= $j || /^(?:result|total) /;
		$out .= "$_\n";
	}
	return $out;
}

for my $pair (@pairs) {
	my ($what, $p, $q) = @$pair;
	my @deck = @pack;
	@deck[$p, $q] = @deck[$q, $p];
	my @f = ($pack[$p], $pack[$q]);
	my $name = "$variant seat $seat, $what ($f[0] <-> $f[1])";
	my $d = "$dir/$what";
	mkdir $d;
	mkdir "$d/B";
	mkdir "$d/A";
	# B's first action that does not verify (a claim legal only with A's
	# cards, a snap that hits in one game only): both games stop before it
	my @a = @acts;
	spit("$d/B/game.replay", $hdr . "deck @deck\n" . join('', map { "$_\n" } @a));
	run(undef, "$d/B/verify", "$d/B/verify.err", $bin, 'replay', "$d/B/game.replay");
	my ($bad) = slurp("$d/B/verify.err") =~ /game\.replay:(\d+):/;
	@a = @a[0 .. $bad - ($hdr =~ tr/\n//) - 3] if $bad;
	spit("$d/A/game.replay", $hdr . "deck @pack\n" . join('', map { "$_\n" } @a));
	spit("$d/B/game.replay", $hdr . "deck @deck\n" . join('', map { "$_\n" } @a));
	my %o;
	for my $g (qw(A B)) {
		chdir "$d/$g" or die;
		run(undef, "as", "as.err", $bin, 'replay', "game.replay", '--as', $seat);
		run(undef, "export", "export.err", $bin, 'replay', "game.replay", '--export-as', $seat);
		chdir $ENV{TOP} or die;
		$o{$g}{as} = slurp("$d/$g/as");
		$o{$g}{export} = slurp("$d/$g/export");
	}
	my $j = learned_at($o{A}{export}, @f);
	if ($j < 1) {
		skip("$name: seen at the deal");
		next;
	}
	my $lim = $j >= 1e9 ? "the end of round 1" : "action $j";
	my ($x, $y) = (as_before($o{A}{as}, $j), as_before($o{B}{as}, $j));
	tap($x eq $y, "$name: replay --as $seat is the same before $lim", first_diff($x, $y));
	($x, $y) = (export_before($o{A}{export}, $j), export_before($o{B}{export}, $j));
	tap($x eq $y, "$name: replay --export-as $seat is the same before $lim", first_diff($x, $y));

	# play --resume before each of SEAT's decisions (up to 4 of them)
	my @cut = grep { $actseat[$_] == $seat && $_ + 1 < $j } 0 .. $#a;
	@cut = @cut[0, int($#cut / 3), int(2 * $#cut / 3), $#cut] if @cut > 4;
	my ($same, $diag) = (1, '');
	for my $c (@cut) {
		my %s;
		for my $g (qw(A B)) {
			my $gd = "$d/$g/cut$c";
			mkdir $gd;
			mkdir "$gd/home";
			my @l = split /\n/, slurp("$d/$g/game.replay");
			my ($dl) = grep { $l[$_] =~ /^deck / } 0 .. $#l;
			spit("$gd/game.replay", join('', map { "$_\n" } @l[0 .. $dl + $c]));
			local @ENV{qw(HOME XDG_STATE_HOME XDG_CONFIG_HOME XDG_DATA_HOME)} = ("$gd/home") x 4;
			chdir $gd or die;
			run("show\nlegal\nhint\nscore\nundo\nquit\n", "screen", "screen.err", $bin, 'play', '--resume', 'game.replay');
			chdir $ENV{TOP} or die;
			$s{$g} = slurp("$gd/screen") . slurp("$gd/screen.err");
		}
		if ($s{A} ne $s{B}) {
			$same = 0;
			$diag = "before action " . ($c + 1) . ": " . first_diff($s{A}, $s{B});
			last;
		}
	}
	if (@cut) {
		tap($same, "$name: play --resume at " . scalar(@cut) . " of its decisions: show, legal, hint, score, undo the same", $diag);
	} else {
		skip("$name: no decision of seat $seat before $lim");
	}
}

# The person's whole screen, in game B played by the same person and bots,
# up to the first line naming a face of a swapped pair.
if (@pairs) {
	my ($what, $p, $q) = @{ $pairs[0] };
	my @deck = @pack;
	@deck[$p, $q] = @deck[$q, $p];
	my @f = ($pack[$p], $pack[$q]);
	play_game('A1', \@pack, 1);
	play_game('B1', \@deck, 1);
	my ($sa, $sb) = (slurp("$dir/A1/screen"), slurp("$dir/B1/screen"));
	my $cut = sub {
		my ($t) = @_;
		my $out = '';
		for (split /\n/, $t) {
			last if grep { my $x = $_; /(?<![\w])\Q$x\E(?![\w])/ } @f;
			last if /^-- end of (?:round|hand) 1/;
			$out .= "$_\n";
		}
		return $out;
	};
	my ($x, $y) = ($cut->($sa), $cut->($sb));
	# the shorter one ends where its game showed a swapped face; the other must begin the same
	my $m = length($x) < length($y) ? length($x) : length($y);
	$m = rindex(substr($x, 0, $m), "\n") + 1;
	tap(substr($x, 0, $m) eq substr($y, 0, $m), "$variant seat $seat, $what: the person's screen is the same up to the first line naming $f[0] or $f[1]",
	    first_diff(substr($x, 0, $m), substr($y, 0, $m)));
}
print "# lines $n\n";
