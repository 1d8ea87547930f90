// interpreter.print has no result (upstream's form): it prints its operand
// on stdout where it runs, each process whole, and the value flows on from
// the operand.
// RUN: hlokit-run --entry main %s | FileCheck %s
// RUN: hlokit-run --entry parallel %s | FileCheck %s --check-prefix=PAR

// CHECK:      tensor<2xi32> {
// CHECK-NEXT:   [0, 1]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<2xi32> {
// CHECK-NEXT:   [1, 2]
// CHECK-NEXT: }
func.func @main() -> tensor<2xi32> {
  %0 = stablehlo.iota dim = 0 : tensor<2xi32>
  interpreter.print %0 : tensor<2xi32>
  %one = stablehlo.constant dense<1> : tensor<2xi32>
  %1 = stablehlo.add %0, %one : tensor<2xi32>
  return %1 : tensor<2xi32>
}

// PAR-COUNT-2: tensor<2xi32> {
// PAR-NEXT:      [0, 1]
// PAR-NEXT:    }
func.func @iota_printed() -> tensor<2xi32> {
  %0 = stablehlo.iota dim = 0 : tensor<2xi32>
  "interpreter.print"(%0) : (tensor<2xi32>) -> ()
  return %0 : tensor<2xi32>
}
func.func @parallel() {
  %0:2 = "interpreter.run_parallel"() {programs = [[@iota_printed, @iota_printed]]} : () -> (tensor<2xi32>, tensor<2xi32>)
  return
}
