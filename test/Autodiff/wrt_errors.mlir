// RUN: not hlokit-opt %s --hlokit-vjp="func=f wrt=3" 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: not hlokit-opt %s --hlokit-vjp="func=f wrt=0,0" 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not hlokit-opt %s --hlokit-vjp="func=f wrt=1" 2>&1 | FileCheck %s --check-prefix=INT
// RUN: not hlokit-opt %s --hlokit-vjp="func=f wrt=x" 2>&1 | FileCheck %s --check-prefix=PARSE

// RANGE: error: autodiff: wrt names argument 3 of a function with 3 arguments
// TWICE: error: autodiff: wrt names argument 0 twice
// INT: error: autodiff: argument 1 of type 'tensor<2xi32>' carries no derivative
// PARSE: wrt
// RANGE-NOT: f_vjp
func.func @f(%x: tensor<2xf32>, %n: tensor<2xi32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.multiply %x, %y : tensor<2xf32>
  return %0 : tensor<2xf32>
}
