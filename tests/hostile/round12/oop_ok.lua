-- Classes as scripts write them still work: methods, a base, writes into
-- a class after its objects exist, getmetatable and setmetatable(t, nil).
local Base = {}
Base.__index = Base
function Base.new(cls, v) return setmetatable({ v = v }, cls) end
function Base:value() return self.v end
local Double = setmetatable({}, { __index = Base })
Double.__index = Double
local d = Double:new(3)
function Double:value() return 2 * self.v end	-- written after d exists
Double.label = "double"
local plain = {}
local p = setmetatable({}, plain)
local checks = {
	d:value() == 6, Base.new(Base, 4):value() == 4, getmetatable(d) == Double,
	getmetatable(plain) == nil, getmetatable(Double).__index == Base,
	d.label == "double", setmetatable(plain, nil) == plain, getmetatable(plain) == nil,
	rawget(Double, "label") == "double", getmetatable(p) == plain,
}
for i, ok in ipairs(checks) do
	if not ok then error("check " .. i .. " failed") end
end
if #checks ~= 10 then error("a check is nil") end
return require("golf4"):extend { name = "oop_ok" }
