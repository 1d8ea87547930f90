// RUN: hlokit-opt %s -split-input-file -sdy-flatten-call-graph -verify-diagnostics
// RUN: hlokit-opt %s -split-input-file -sdy-import-func-calls -verify-diagnostics
// RUN: hlokit-opt %s -split-input-file -sdy-constant-or-scalar-splitter -verify-diagnostics

// Copying a function with its callees would not end.
func.func @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @f(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = call @f(%0) : (tensor<8xf32>) -> tensor<8xf32>
  return %1 : tensor<8xf32>
}
func.func private @f(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{recursive call of @f; the sharding passes need an acyclic call graph}}
  %0 = call @f(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @main() -> tensor<8xf32> {
  %0 = call @g() : () -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @g() -> tensor<8xf32> {
  %0 = call @h() : () -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func private @h() -> tensor<8xf32> {
  // expected-error @+1 {{recursive call of @g; the sharding passes need an acyclic call graph}}
  %0 = call @g() : () -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
