// A Shardy mesh, as JAX writes into its artifacts (bad_artifacts.test).
module {
  "sdy.mesh"() {sym_name = "mesh"} : () -> ()
  func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
    return %a : tensor<2xf32>
  }
}
