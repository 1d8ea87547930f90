// RUN: hlokit-opt %s | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s --strict-whitespace
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s --strict-whitespace

// A body that applies one commutative binary op to its arguments in order
// and returns the result prints in the compact form.

// CHECK-LABEL: func.func @compact_form
func.func @compact_form(%x: tensor<?x?xf32>, %c: tensor<f32>, %z: tensor<1x2xcomplex<f32>>, %zc: tensor<complex<f32>>) -> (tensor<?xf32>, tensor<?xf32>, tensor<1xcomplex<f32>>) {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  // CHECK-NEXT: %1 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [0] {foo = "bar"} : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  // CHECK-NEXT: %2 = stablehlo.reduce(%arg2 init: %arg3) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
  %0 = "stablehlo.reduce"(%x, %c) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  %1 = stablehlo.reduce(%x init: %c) applies stablehlo.maximum across dimensions = [0] {foo = "bar"} : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>
  %2 = stablehlo.reduce(%z init: %zc) applies stablehlo.multiply across dimensions = [1] : (tensor<1x2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<1xcomplex<f32>>
  return %0, %1, %2 : tensor<?xf32>, tensor<?xf32>, tensor<1xcomplex<f32>>
}

// Bodies the compact form cannot stand for keep the region form: a
// non-commutative op, arguments out of order, more than one op, and an
// accumulator wider than the input.

// CHECK-LABEL: func.func @not_compact
func.func @not_compact(%x: tensor<2x3xf32>, %c: tensor<f32>, %i: tensor<2x3xi8>, %d: tensor<i8>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi32>) {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  // CHECK-NEXT: {{^}}     reducer(%arg4: tensor<f32>, %arg5: tensor<f32>)  {
  // CHECK-NEXT: {{^}}      %4 = stablehlo.divide %arg4, %arg5 : tensor<f32>
  // CHECK-NEXT: {{^}}      stablehlo.return %4 : tensor<f32>
  // CHECK-NEXT: {{^}}    }
  // CHECK-NEXT: %1 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  // CHECK-NEXT: reducer(%arg4: tensor<f32>, %arg5: tensor<f32>)  {
  // CHECK-NEXT: %4 = stablehlo.add %arg5, %arg4 : tensor<f32>
  // CHECK: %2 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  // CHECK-NEXT: reducer(%arg4: tensor<f32>, %arg5: tensor<f32>)  {
  // CHECK-NEXT: %4 = stablehlo.add %arg4, %arg5 : tensor<f32>
  // CHECK-NEXT: %5 = stablehlo.negate %4 : tensor<f32>
  // CHECK: %3 = stablehlo.reduce(%arg2 init: %arg3) across dimensions = [1] : (tensor<2x3xi8>, tensor<i8>) -> tensor<2xi32>
  // CHECK-NEXT: reducer(%arg4: tensor<i32>, %arg5: tensor<i32>)  {
  // CHECK-NEXT: %4 = stablehlo.add %arg4, %arg5 : tensor<i32>
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %q = stablehlo.divide %a, %b : tensor<f32>
    stablehlo.return %q : tensor<f32>
  }
  %1 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %s = stablehlo.add %b, %a : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  %2 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    %s = stablehlo.add %a, %b : tensor<f32>
    %n = stablehlo.negate %s : tensor<f32>
    stablehlo.return %n : tensor<f32>
  }
  %3 = stablehlo.reduce(%i init: %d) across dimensions = [1] : (tensor<2x3xi8>, tensor<i8>) -> tensor<2xi32>
   reducer(%a: tensor<i32>, %b: tensor<i32>) {
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }
  return %0, %1, %2, %3 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi32>
}

// A body that is not a single commutative op prints in the region form, with
// the block arguments paired per input.

// CHECK-LABEL: func.func @region_form
func.func @region_form(%x: tensor<2x3xf32>, %c: tensor<f32>) -> tensor<2xf32> {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  // CHECK-NEXT: {{^}}     reducer(%arg2: tensor<f32>, %arg3: tensor<f32>)  {
  // CHECK-NEXT: {{^}}      stablehlo.return %arg3 : tensor<f32>
  // CHECK-NEXT: {{^}}    }
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %b : tensor<f32>
  }
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @variadic
func.func @variadic(%x: tensor<2x3xf32>, %i: tensor<2x3xi32>, %c: tensor<f32>, %d: tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>) {
  // CHECK-NEXT: %0:2 = stablehlo.reduce(%arg0 init: %arg2), (%arg1 init: %arg3) across dimensions = [0] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
  // CHECK-NEXT: reducer(%arg4: tensor<f32>, %arg6: tensor<f32>) (%arg5: tensor<i32>, %arg7: tensor<i32>)  {
  // CHECK-NEXT: stablehlo.return %arg4, %arg7 : tensor<f32>, tensor<i32>
  %0:2 = stablehlo.reduce(%x init: %c), (%i init: %d) across dimensions = [0] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
   reducer(%a: tensor<f32>, %b: tensor<f32>) (%p: tensor<i32>, %q: tensor<i32>) {
    stablehlo.return %a, %q : tensor<f32>, tensor<i32>
  }
  return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>
}

// The body may accumulate in a wider type than the input's (reduce_c6).
// CHECK-LABEL: func.func @promoted_accumulator
func.func @promoted_accumulator(%x: tensor<4x8xi8>, %c: tensor<i8>) -> tensor<8xi32> {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<4x8xi8>, tensor<i8>) -> tensor<8xi32>
  // CHECK-NEXT: reducer(%arg2: tensor<i32>, %arg3: tensor<i32>)  {
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [0] : (tensor<4x8xi8>, tensor<i8>) -> tensor<8xi32>
   reducer(%a: tensor<i32>, %b: tensor<i32>) {
    stablehlo.return %a : tensor<i32>
  }
  return %0 : tensor<8xi32>
}

// Dynamic dimensions flow through; a declared result may refine them.
// CHECK-LABEL: func.func @dynamic_dims
func.func @dynamic_dims(%x: tensor<?x3x?xf32>, %c: tensor<f32>) -> (tensor<?xf32>, tensor<5xf32>) {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1, 2] : (tensor<?x3x?xf32>, tensor<f32>) -> tensor<?xf32>
  // CHECK: %1 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1, 2] : (tensor<?x3x?xf32>, tensor<f32>) -> tensor<5xf32>
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [1, 2] : (tensor<?x3x?xf32>, tensor<f32>) -> tensor<?xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  %1 = stablehlo.reduce(%x init: %c) across dimensions = [1, 2] : (tensor<?x3x?xf32>, tensor<f32>) -> tensor<5xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  return %0, %1 : tensor<?xf32>, tensor<5xf32>
}

// Reducing every dimension gives a 0-dimensional result; reducing none
// keeps the shape.
// CHECK-LABEL: func.func @all_or_no_dimensions
func.func @all_or_no_dimensions(%x: tensor<2x3xf32>, %c: tensor<f32>) -> (tensor<f32>, tensor<2x3xf32>) {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
  // CHECK: %1 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %0 = stablehlo.reduce(%x init: %c) across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  %1 = stablehlo.reduce(%x init: %c) across dimensions = [] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  return %0, %1 : tensor<f32>, tensor<2x3xf32>
}

// The generic form prints pretty; extra attributes print after the
// dimensions.
// CHECK-LABEL: func.func @generic_form
func.func @generic_form(%arg0: tensor<1x6xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [1] {foo = "bar"} : (tensor<1x6xi32>, tensor<i32>) -> tensor<1xi32>
  // CHECK-NEXT: reducer(%arg2: tensor<i32>, %arg3: tensor<i32>)  {
  // CHECK-NEXT: stablehlo.return %arg2 : tensor<i32>
  %0 = "stablehlo.reduce"(%arg0, %arg1) ({
  ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
    "stablehlo.return"(%arg2) : (tensor<i32>) -> ()
  }) {dimensions = array<i64: 1>, foo = "bar"} : (tensor<1x6xi32>, tensor<i32>) -> tensor<1xi32>
  return %0 : tensor<1xi32>
}

// Bounds of the kept dimensions flow to the result (bounded-dynamism RFC).
// CHECK-LABEL: func.func @bounded_dims
func.func @bounded_dims(%x: tensor<?x3x?xf32, #stablehlo.bounds<5, ?, 4>>, %c: tensor<f32>) -> tensor<?x?xf32, #stablehlo.bounds<5, 4>> {
  // CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<?x3x?xf32, #stablehlo.bounds<5, ?, 4>>, tensor<f32>) -> tensor<?x?xf32, #stablehlo.bounds<5, 4>>
  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1] : (tensor<?x3x?xf32, #stablehlo.bounds<5, ?, 4>>, tensor<f32>) -> tensor<?x?xf32, #stablehlo.bounds<5, 4>>
  return %0 : tensor<?x?xf32, #stablehlo.bounds<5, 4>>
}

// JAX's argmax, as upstream prints it: two inputs reduced together, the
// body comparing the values and selecting value and index.
// CHECK-LABEL: func.func @jax_argmax
func.func @jax_argmax(%arg0: tensor<2x3xf32>) -> tensor<2xi32> {
  // CHECK:      %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  // CHECK-NEXT: {{^}}     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
  // CHECK-NEXT: {{^}}      %2 = stablehlo.compare  GT, %arg1, %arg3,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  // CHECK-NEXT: {{^}}      %3 = stablehlo.select %2, %arg1, %arg3 : tensor<i1>, tensor<f32>
  // CHECK-NEXT: {{^}}      %4 = stablehlo.select %2, %arg2, %arg4 : tensor<i1>, tensor<i32>
  // CHECK-NEXT: {{^}}      stablehlo.return %3, %4 : tensor<f32>, tensor<i32>
  // CHECK-NEXT: {{^}}    }
  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = stablehlo.iota dim = 1 : tensor<2x3xi32>
  %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<2x3xf32>, tensor<2x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare  GT, %arg1, %arg3,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.select %2, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %4 = stablehlo.select %2, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %3, %4 : tensor<f32>, tensor<i32>
    }
  return %1#1 : tensor<2xi32>
}
