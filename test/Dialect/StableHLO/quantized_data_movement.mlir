// Quantized tensors through the collectives, the token ops, map, iota and
// dynamic_iota: pretty, generic and portable-artifact (VHLO) round trips.
// RUN: hlokit-opt %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | hlokit-opt | FileCheck %s
// RUN: hlokit-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: hlokit-translate --serialize --target=current %s | hlokit-translate --deserialize | FileCheck %s

// The collectives take per-tensor quantized tensors; their results have the
// operands' types, quantization parameters included.
// CHECK-LABEL: func.func @collectives
func.func @collectives(%x: tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:3>>, %y: tensor<4x!quant.uniform<u8:f16, 2.500000e-01:128>>) {
  // CHECK-NEXT: %0:2 = "stablehlo.all_gather"(%arg0, %arg1) <{all_gather_dim = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<4x!quant.uniform<u8:f16, 2.500000e-01:128>>) -> (tensor<4x2x!quant.uniform<i8:f32, 5.000000e-01:3>>, tensor<8x!quant.uniform<u8:f16, 2.500000e-01:128>>)
  %0:2 = "stablehlo.all_gather"(%x, %y) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<4x!quant.uniform<u8:f16, 0.25:128>>) -> (tensor<4x2x!quant.uniform<i8:f32, 0.5:3>>, tensor<8x!quant.uniform<u8:f16, 0.25:128>>)
  // CHECK-NEXT: %1 = "stablehlo.all_to_all"(%arg0) <{concat_dimension = 0 : i64, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<4x1x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %1 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<4x1x!quant.uniform<i8:f32, 0.5:3>>
  // CHECK-NEXT: %2 = "stablehlo.collective_permute"(%arg1) <{source_target_pairs = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> : (tensor<4x!quant.uniform<u8:f16, 2.500000e-01:128>>) -> tensor<4x!quant.uniform<u8:f16, 2.500000e-01:128>>
  %2 = "stablehlo.collective_permute"(%y) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4x!quant.uniform<u8:f16, 0.25:128>>) -> tensor<4x!quant.uniform<u8:f16, 0.25:128>>
  // CHECK-NEXT: %3 = "stablehlo.collective_broadcast"(%arg0) <{replica_groups = dense<{{\[\[}}1, 0]]> : tensor<1x2xi64>}> : (tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:3>>) -> tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:3>>
  %3 = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>} : (tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:3>>
  func.return
}

// infeed, outfeed, send and recv take quantized tensors, per-tensor and
// per-axis.
// CHECK-LABEL: func.func @token_ops
func.func @token_ops(%x: tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, %p: tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:-30,5.000000e-01:-20,2.000000e+00}>>, %t: !stablehlo.token) {
  // CHECK-NEXT: %0:3 = "stablehlo.infeed"(%arg2) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:-30,5.000000e-01:-20,2.000000e+00}>>, !stablehlo.token)
  %0:3 = "stablehlo.infeed"(%t) {infeed_config = ""} : (!stablehlo.token) -> (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20, 2.0}>>, !stablehlo.token)
  // CHECK-NEXT: %1 = "stablehlo.outfeed"(%arg0, %arg1, %0#2) <{outfeed_config = ""}> : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:-30,5.000000e-01:-20,2.000000e+00}>>, !stablehlo.token) -> !stablehlo.token
  %1 = "stablehlo.outfeed"(%x, %p, %0#2) {outfeed_config = ""} : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20, 2.0}>>, !stablehlo.token) -> !stablehlo.token
  // CHECK-NEXT: %2 = "stablehlo.send"(%arg0, %arg1, %1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:-30,5.000000e-01:-20,2.000000e+00}>>, !stablehlo.token) -> !stablehlo.token
  %2 = "stablehlo.send"(%x, %p, %1) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20, 2.0}>>, !stablehlo.token) -> !stablehlo.token
  // CHECK-NEXT: %3:3 = "stablehlo.recv"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>}> : (!stablehlo.token) -> (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x3x!quant.uniform<i8:f32:1, {1.000000e-01:-30,5.000000e-01:-20,2.000000e+00}>>, !stablehlo.token)
  %3:3 = "stablehlo.recv"(%2) {channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (!stablehlo.token) -> (tensor<2x!quant.uniform<i8:f32, 0.5>>, tensor<2x3x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20, 2.0}>>, !stablehlo.token)
  func.return
}

// map's computation takes and returns the quantized scalars of its inputs
// and result.
// CHECK-LABEL: func.func @map
func.func @map(%x: tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>, %y: tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 2.500000e-01>> {
  // CHECK-NEXT: %0 = "stablehlo.map"(%arg0, %arg1) <{dimensions = array<i64: 0>}> ({
  // CHECK-NEXT: ^bb0(%arg2: tensor<!quant.uniform<i8:f32, 5.000000e-01>>, %arg3: tensor<f32>):
  // CHECK-NEXT:   %1 = stablehlo.uniform_quantize %arg3 : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 2.500000e-01>>
  // CHECK-NEXT:   %2 = stablehlo.add %arg2, %1 : (tensor<!quant.uniform<i8:f32, 5.000000e-01>>, tensor<!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<!quant.uniform<i8:f32, 2.500000e-01>>
  // CHECK-NEXT:   stablehlo.return %2 : tensor<!quant.uniform<i8:f32, 2.500000e-01>>
  // CHECK-NEXT: }) : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 2.500000e-01>>
  // GENERIC: "stablehlo.map"
  %0 = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 0.5>>, %b: tensor<f32>):
    %q = stablehlo.uniform_quantize %b : (tensor<f32>) -> tensor<!quant.uniform<i8:f32, 0.25>>
    %s = stablehlo.add %a, %q : (tensor<!quant.uniform<i8:f32, 0.5>>, tensor<!quant.uniform<i8:f32, 0.25>>) -> tensor<!quant.uniform<i8:f32, 0.25>>
    stablehlo.return %s : tensor<!quant.uniform<i8:f32, 0.25>>
  }) {dimensions = array<i64: 0>} : (tensor<4x!quant.uniform<i8:f32, 0.5>>, tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.25>>
  func.return %0 : tensor<4x!quant.uniform<i8:f32, 0.25>>
}

// iota and dynamic_iota produce per-tensor quantized tensors.
// CHECK-LABEL: func.func @iota
func.func @iota(%shape: tensor<2xi64>) {
  // CHECK-NEXT: %0 = stablehlo.iota dim = 1 : tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:-1>>
  // GENERIC: "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x3x!quant.uniform<i8:f32, 5.000000e-01:-1>>
  %0 = stablehlo.iota dim = 1 : tensor<2x3x!quant.uniform<i8:f32, 0.5:-1>>
  // CHECK-NEXT: %1 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<2xi64>) -> tensor<?x3x!quant.uniform<u8:f32, 2.500000e-01:10>>
  // GENERIC: "stablehlo.dynamic_iota"(%{{.*}}) <{iota_dimension = 0 : i64}> : (tensor<2xi64>) -> tensor<?x3x!quant.uniform<u8:f32, 2.500000e-01:10>>
  %1 = stablehlo.dynamic_iota %shape, dim = 0 : (tensor<2xi64>) -> tensor<?x3x!quant.uniform<u8:f32, 0.25:10>>
  func.return
}

// composite passes quantized values, per-tensor and per-axis, to its
// decomposition.
func.func private @impl(%a: tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>>) -> tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>> {
  func.return %a : tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>>
}
// CHECK-LABEL: func.func @composite
func.func @composite(%x: tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>>) {
  // CHECK: stablehlo.composite "my.op" %arg0 {decomposition = @impl} : (tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>>) -> tensor<2x!quant.uniform<i8:f32:0, {5.000000e-01,2.500000e-01}>>
  %0 = stablehlo.composite "my.op" %x {decomposition = @impl} : (tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>) -> tensor<2x!quant.uniform<i8:f32:0, {0.5, 0.25}>>
  func.return
}
