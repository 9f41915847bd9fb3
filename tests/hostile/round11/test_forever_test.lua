-- A test file that never ends.
while true do end
