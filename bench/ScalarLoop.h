//===- ScalarLoop.h - the scalar while loop the evaluator benches run -----===//
//
// A counter and an f32 accumulator carried through `iterations` iterations
// of five scalar ops: what the evaluator adds around tiny kernels.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_BENCH_SCALARLOOP_H
#define HLOKIT_BENCH_SCALARLOOP_H

#include <string>

inline std::string scalarLoopProgram(int iterations) {
  return R"mlir(
func.func @main() -> tensor<f32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %acc = stablehlo.constant dense<0.0> : tensor<f32>
  %r:2 = stablehlo.while(%i = %zero, %x = %acc) : tensor<i32>, tensor<f32>
   cond {
    %n = stablehlo.constant dense<)mlir" +
         std::to_string(iterations) + R"mlir(> : tensor<i32>
    %lt = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %next = stablehlo.add %i, %one : tensor<i32>
    %f = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
    %y = stablehlo.add %x, %f : tensor<f32>
    stablehlo.return %next, %y : tensor<i32>, tensor<f32>
  }
  return %r#1 : tensor<f32>
}
)mlir";
}

#endif // HLOKIT_BENCH_SCALARLOOP_H
