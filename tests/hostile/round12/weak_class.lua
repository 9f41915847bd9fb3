-- A class with a base (its metatable has one of its own): the class is
-- made weak after objects use it.
local Base = {}
Base.__index = Base
local Derived = setmetatable({}, { __index = Base })
Derived.__index = Derived
local o = setmetatable({}, Derived)
Derived["__mo" .. "de"] = "k"
return require("golf4"):extend { name = "weak_class" }
