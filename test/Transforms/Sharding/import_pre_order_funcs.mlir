// RUN: hlokit-opt %s -sdy-pre-order-funcs | FileCheck %s
// RUN: hlokit-opt %s -sdy-pre-order-funcs --mlir-print-op-generic | hlokit-opt | FileCheck %s

// Callers come before their callees.
// CHECK:      func.func @main
// CHECK:      func.func private @middle
// CHECK:      func.func private @leaf
func.func private @leaf() {
  return
}
func.func private @middle() {
  func.call @leaf() : () -> ()
  return
}
func.func @main() {
  func.call @middle() : () -> ()
  return
}
