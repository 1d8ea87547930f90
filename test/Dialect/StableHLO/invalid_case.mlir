// RUN: hlokit-opt %s -split-input-file -verify-diagnostics

func.func @index_not_0d(%index: tensor<2xi32>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{case_i1: index must be a 0-dimensional tensor, got 'tensor<2xi32>'}}
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<f32>
  }) : (tensor<2xi32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @index_not_i32(%index: tensor<i64>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{operand #0 must be tensor of 32-bit signless integer values}}
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i64>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @no_branches(%index: tensor<i32>) {
  // expected-error @+1 {{case_c1: expected at least one branch}}
  "stablehlo.case"(%index) : (tensor<i32>) -> ()
  func.return
}

// -----

func.func @branch_takes_arguments(%index: tensor<i32>, %a: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{case_c2: branch 1 must take no arguments, but takes 1}}
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<f32>
  }, {
  ^bb0(%x: tensor<f32>):
    stablehlo.return %x : tensor<f32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @branches_yield_different_types(%index: tensor<i32>, %a: tensor<f32>, %b: tensor<2xf32>) -> tensor<f32> {
  // expected-error @+1 {{case_c3: branch 2 yields ('tensor<2xf32>') but the first branch yields ('tensor<f32>')}}
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<2xf32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @results_differ_from_branches(%index: tensor<i32>, %a: tensor<f32>) -> tensor<i32> {
  // expected-error @+1 {{case_c4: result types ('tensor<i32>') do not match the region result types ('tensor<f32>')}}
  %0 = "stablehlo.case"(%index) ({
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @branch_without_terminator(%index: tensor<i32>) {
  "stablehlo.case"(%index) ({
    // expected-error @+1 {{block with no terminator}}
    %c = stablehlo.constant dense<1> : tensor<i32>
  }) : (tensor<i32>) -> ()
  func.return
}
