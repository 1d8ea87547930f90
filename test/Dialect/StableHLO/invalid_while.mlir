// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @cond_takes_other_types(%a: tensor<i32>, %p: tensor<i1>) -> tensor<i32> {
  // expected-error @+1 {{while_c1: cond takes ('tensor<f32>') but the operands have types ('tensor<i32>')}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<f32>):
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @cond_takes_too_few_values(%a: tensor<i32>, %p: tensor<i1>) -> tensor<i32> {
  // expected-error @+1 {{while_c1: cond takes () but the operands have types ('tensor<i32>')}}
  %0 = "stablehlo.while"(%a) ({
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @cond_yields_non_pred(%a: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{while_c1: cond must yield tensor<i1>, yields ('tensor<i32>')}}
  %0 = stablehlo.while(%x = %a) : tensor<i32>
   cond {
    stablehlo.return %x : tensor<i32>
   } do {
    stablehlo.return %x : tensor<i32>
   }
  func.return %0 : tensor<i32>
}

// -----

func.func @cond_yields_ranked_pred(%a: tensor<i32>, %p: tensor<2xi1>) -> tensor<i32> {
  // expected-error @+1 {{while_c1: cond must yield tensor<i1>, yields ('tensor<2xi1>')}}
  %0 = stablehlo.while(%x = %a) : tensor<i32>
   cond {
    stablehlo.return %p : tensor<2xi1>
   } do {
    stablehlo.return %x : tensor<i32>
   }
  func.return %0 : tensor<i32>
}

// -----

func.func @cond_yields_two_values(%a: tensor<i32>, %p: tensor<i1>) -> tensor<i32> {
  // expected-error @+1 {{while_c1: cond must yield tensor<i1>, yields ('tensor<i1>', 'tensor<i1>')}}
  %0 = stablehlo.while(%x = %a) : tensor<i32>
   cond {
    stablehlo.return %p, %p : tensor<i1>, tensor<i1>
   } do {
    stablehlo.return %x : tensor<i32>
   }
  func.return %0 : tensor<i32>
}

// -----

func.func @body_takes_other_types(%a: tensor<i32>, %p: tensor<i1>) -> tensor<i32> {
  // expected-error @+1 {{while_c2: body takes ('tensor<2xi32>') but the operands have types ('tensor<i32>')}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<2xi32>):
    stablehlo.return %a : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @body_yields_other_types(%a: tensor<i32>, %b: tensor<i64>, %p: tensor<i1>) -> tensor<i32> {
  // expected-error @+1 {{while_c2: body yields ('tensor<i64>') but the operands have types ('tensor<i32>')}}
  %0 = stablehlo.while(%x = %a) : tensor<i32>
   cond {
    stablehlo.return %p : tensor<i1>
   } do {
    stablehlo.return %b : tensor<i64>
   }
  func.return %0 : tensor<i32>
}

// -----

func.func @results_differ_from_operands(%a: tensor<i32>, %p: tensor<i1>) -> tensor<i64> {
  // expected-error @+1 {{while_c3: result types ('tensor<i64>') differ from the operand types ('tensor<i32>')}}
  %0 = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<i32>):
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<i32>):
    stablehlo.return %x : tensor<i32>
  }) : (tensor<i32>) -> tensor<i64>
  func.return %0 : tensor<i64>
}

// -----

func.func @tuple_operand(%a: tuple<tensor<i32>>, %p: tensor<i1>) {
  // expected-error @+1 {{operand #0 must be variadic of ranked tensor of}}
  %0 = stablehlo.while(%x = %a) : tuple<tensor<i32>>
   cond {
    stablehlo.return %p : tensor<i1>
   } do {
    stablehlo.return %x : tuple<tensor<i32>>
   }
  func.return
}

// -----

func.func @missing_types(%a: tensor<i32>, %p: tensor<i1>) {
  // expected-error @+2 {{expected 1 types for the loop-carried values, got 0}}
  %0 = stablehlo.while(%x = %a)
   cond {
    stablehlo.return %p : tensor<i1>
   } do {
    stablehlo.return %x : tensor<i32>
   }
  func.return
}

// -----

func.func @region_with_two_blocks(%a: tensor<i32>, %p: tensor<i1>) {
  // expected-error @+1 {{expects region #1 to have 0 or 1 blocks}}
  %0 = stablehlo.while(%x = %a) : tensor<i32>
   cond {
    stablehlo.return %p : tensor<i1>
   } do {
    stablehlo.return %x : tensor<i32>
   ^bb1:
    stablehlo.return %x : tensor<i32>
   }
  func.return
}
