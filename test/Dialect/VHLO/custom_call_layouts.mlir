// custom_call's layouts go together: an empty list next to a given one is
// kept when read (upstream drops them only when both are empty).
// RUN: hlokit-translate --deserialize %s | FileCheck %s

// CHECK-LABEL: func.func @f
// CHECK: stablehlo.custom_call @empty_output(%arg0) {{{.*}}operand_layouts = [dense<> : tensor<0xindex>], result_layouts = []} : (tensor<i64>) -> tuple<>
// CHECK: stablehlo.custom_call @no_layouts(%arg0) {has_side_effect = true} : (tensor<i64>) -> tuple<>
vhlo.func_v1 @f(%arg0: !vhlo.tensor_v1<!vhlo.i64_v1>) -> (!vhlo.tensor_v1<!vhlo.i64_v1>) {
  %0 = "vhlo.custom_call_v1"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_STATUS_RETURNING>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"empty_output">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<true>, operand_layouts = #vhlo.array_v1<[#vhlo.tensor_v1<dense<> : tensor<0xindex>>]>, output_operand_aliases = #vhlo.array_v1<[]>, result_layouts = #vhlo.array_v1<[]>}> : (!vhlo.tensor_v1<!vhlo.i64_v1>) -> !vhlo.tuple_v1<>
  %1 = "vhlo.custom_call_v1"(%arg0) <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"no_layouts">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<true>, operand_layouts = #vhlo.array_v1<[]>, output_operand_aliases = #vhlo.array_v1<[]>, result_layouts = #vhlo.array_v1<[]>}> : (!vhlo.tensor_v1<!vhlo.i64_v1>) -> !vhlo.tuple_v1<>
  "vhlo.return_v1"(%arg0) : (!vhlo.tensor_v1<!vhlo.i64_v1>) -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
