-- a file whose load fails with a long message of words
error(string.rep("word ", 60), 0)
