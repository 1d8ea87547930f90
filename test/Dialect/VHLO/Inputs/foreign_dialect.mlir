// An op of a dialect hlokit doesn't have (bad_artifacts.test).
module {
  "foreign.mesh"() {sym_name = "mesh"} : () -> ()
  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
    return %a : tensor<2xf32>
  }
}
