-- A test file whose names and values hold a NUL: the rest was cut off.
plan(2)
is("x\0y","x\0z","diff")
like("a\0b","zz","nomatch")
