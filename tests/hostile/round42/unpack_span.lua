-- table.unpack with bounds that span the integers: the count of values
-- was j - i + 1 in signed arithmetic, an overflow (undefined behaviour,
-- an abort under the sanitizers). Each call fails with one line.
for _, b in ipairs { { math.mininteger, math.maxinteger }, { -1, math.maxinteger }, { math.mininteger, 0 },
                     { -2, math.maxinteger - 1 } } do
  local ok = pcall(table.unpack, { 1, 2, 3 }, b[1], b[2])
  assert(not ok, "unpack of a span past the integers")
end
return require("golf4"):extend { name = "unpack_span" }
