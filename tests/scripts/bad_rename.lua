-- A rename must name one of the variant's actions (reference: variant.rename).
return require("golf4"):extend {
  name = "bad_rename",
  rename = { snep = "slap" },
}
