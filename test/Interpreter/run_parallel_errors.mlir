// RUN: not hlokit-run %s 2>&1 | FileCheck %s

// A process that skips the collective fails the op, naming both processes.
// CHECK: 'interpreter.run_parallel': processes of the grid failed:
// CHECK-NEXT: process (0, 0): {{.*}}'stablehlo.all_gather': process (1, 0) finished before reaching this collective
module @skipped {
  func.func @gather(%x : tensor<2xi64>) -> tensor<4xi64> {
    %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64,
        replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi64>) -> tensor<4xi64>
    return %g : tensor<4xi64>
  }
  func.func @skip(%x : tensor<2xi64>) -> tensor<4xi64> {
    %c = stablehlo.concatenate %x, %x, dim = 0 : (tensor<2xi64>, tensor<2xi64>) -> tensor<4xi64>
    return %c : tensor<4xi64>
  }
  func.func @main() {
    %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
    %r:2 = "interpreter.run_parallel"(%x, %x) {
      programs = [[@gather], [@skip]]
    } : (tensor<2xi64>, tensor<2xi64>) -> (tensor<4xi64>, tensor<4xi64>)
    func.return
  }
}
