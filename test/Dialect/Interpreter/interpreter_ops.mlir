// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s

module @grid {
  func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
    func.return %x : tensor<2xf32>
  }
  func.func @id() -> tensor<ui32> {
    %0 = stablehlo.replica_id : tensor<ui32>
    func.return %0 : tensor<ui32>
  }
  func.func @queue() -> tensor<2xf32> {
    %0 = stablehlo.constant dense<1.0> : tensor<2xf32>
    func.return %0 : tensor<2xf32>
  }
  // CHECK-LABEL: func.func @main
  func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) {
    // CHECK-NEXT: %0:2 = "interpreter.run_parallel"(%arg0, %arg1) <{programs = {{\[\[}}@f], [@f]]}> : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    %0:2 = "interpreter.run_parallel"(%a, %b) {programs = [[@f], [@f]]} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    // Upstream's older tests name the programs with strings.
    // CHECK-NEXT: %1:2 = "interpreter.run_parallel"(%arg0, %arg1) <{programs = {{\[\[}}"f", "f"]]}> : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    %1:2 = "interpreter.run_parallel"(%a, %b) {programs = [["f", "f"]]} : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
    // CHECK-NEXT: %2:4 = "interpreter.run_parallel"() <{infeed = [@queue, @queue], programs = {{\[\[}}@id, @id], [@id, @id]]}> : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>)
    %2:4 = "interpreter.run_parallel"() {infeed = [@queue, @queue], programs = [[@id, @id], [@id, @id]]} : () -> (tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>)
    // CHECK-NEXT: %3 = interpreter.probe %0#0, probe_id = "p0" : tensor<2xf32>
    %3 = interpreter.probe %0#0, probe_id = "p0" : tensor<2xf32>
    // CHECK-NEXT: interpreter.print %3 : tensor<2xf32>
    "interpreter.print"(%3) : (tensor<2xf32>) -> ()
    // CHECK-NEXT: check.expect_serialized_eq %3, probe_id = "p0" : tensor<2xf32>
    check.expect_serialized_eq %3, probe_id = "p0" : tensor<2xf32>
    func.return
  }
}
