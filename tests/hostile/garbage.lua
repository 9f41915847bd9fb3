-- Returns something that is not a variant.
return { "not", "a", "variant" }
