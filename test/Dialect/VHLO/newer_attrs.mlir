// Attributes of newer vhlo ops that hlokit's stablehlo ops carry: send's
// and recv's source_target_pairs (1.12.0) and custom_call's result_tilings
// (1.18.0), read from upstream's vhlo and written back.
// RUN: hlokit-translate --deserialize %s | FileCheck %s
// RUN: hlokit-translate --deserialize %s | hlokit-translate --serialize --target=current | hlokit-opt --mlir-print-op-generic | FileCheck %s --check-prefix=VHLO
// RUN: hlokit-translate --deserialize %s | not hlokit-translate --serialize --target=1.11.0 2>&1 | FileCheck %s --check-prefix=OLD

// CHECK-LABEL: func.func @f
// CHECK: "stablehlo.send"(%{{.*}}, %{{.*}}) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>}>
// CHECK: "stablehlo.recv"(%{{.*}}) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>}>
// CHECK: stablehlo.custom_call @foo(%{{.*}}) {operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>], result_tilings = {{\[\[}}dense<[8, 128]> : tensor<2xindex>]]}
// VHLO: "vhlo.send_v2"({{.*}}source_target_pairs = #vhlo.tensor_v1<dense<{{\[\[}}0, 1], [1, 2]]> : tensor<2x2xi64>>}>
// VHLO: "vhlo.custom_call_v2"({{.*}}result_tilings = #vhlo.array_v1<[#vhlo.array_v1<[#vhlo.tensor_v1<dense<[8, 128]> : tensor<2xindex>>]>]>}>
// OLD: error: failed to legalize operation 'vhlo.send_v2' that was explicitly marked illegal: 'vhlo.send_v2' with a non-default 'source_target_pairs' needs StableHLO 1.12.0 or later; the target is 1.11.0
vhlo.func_v1 @f(%arg0: !vhlo.tensor_v1<64x256x!vhlo.f32_v1>, %arg1: !vhlo.token_v1) -> (!vhlo.tensor_v1<64x256x!vhlo.f32_v1>) {
  %0 = "vhlo.send_v2"(%arg0, %arg1) <{channel_id = #vhlo.integer_v1<1 : i64>, channel_type = #vhlo.integer_v1<1 : i64>, is_host_transfer = #vhlo.bool_v1<false>, source_target_pairs = #vhlo.tensor_v1<dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>>}> : (!vhlo.tensor_v1<64x256x!vhlo.f32_v1>, !vhlo.token_v1) -> !vhlo.token_v1
  %1:2 = "vhlo.recv_v2"(%0) <{channel_id = #vhlo.integer_v1<1 : i64>, channel_type = #vhlo.integer_v1<1 : i64>, is_host_transfer = #vhlo.bool_v1<false>, source_target_pairs = #vhlo.tensor_v1<dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>>}> : (!vhlo.token_v1) -> (!vhlo.tensor_v1<64x256x!vhlo.f32_v1>, !vhlo.token_v1)
  %2 = "vhlo.custom_call_v2"(%1#0) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"foo">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[1, 0]> : tensor<2xindex>>]>, output_operand_aliases = #vhlo.array_v1<[]>, result_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<[1, 0]> : tensor<2xindex>>]>, result_tilings = #vhlo.array_v1<[#vhlo.array_v1<[#vhlo.tensor_v1<dense<[8, 128]> : tensor<2xindex>>]>]>}> : (!vhlo.tensor_v1<64x256x!vhlo.f32_v1>) -> !vhlo.tensor_v1<64x256x!vhlo.f32_v1>
  "vhlo.return_v1"(%2) : (!vhlo.tensor_v1<64x256x!vhlo.f32_v1>) -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
