// Used by probe.mlir: a probed value that differs, and one never written.
func.func @mismatch() {
  %0 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %1 = stablehlo.constant dense<[1, 3]> : tensor<2xi32>
  %2 = interpreter.probe %0, probe_id = "p" : tensor<2xi32>
  check.expect_serialized_eq %1, probe_id = "p" : tensor<2xi32>
  check.expect_serialized_eq %1, probe_id = "p", iter = 4 : tensor<2xi32>
  func.return
}
