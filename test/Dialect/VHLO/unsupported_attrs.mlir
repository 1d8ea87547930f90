// RUN: hlokit-opt --split-input-file --verify-diagnostics --vhlo-legalize-to-stablehlo %s

// Attributes of newer vhlo ops that hlokit's stablehlo ops do not carry are
// refused when they do not hold their default.

"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(()) -> ()>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"f">, sym_visibility = #vhlo.string_v1<"">}> ({
  // expected-error @+1 {{'vhlo.send_v2' with source_target_pairs #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>> is not supported by hlokit}}
  "vhlo.send_v2"() <{channel_id = #vhlo.integer_v1<1 : i64>, channel_type = #vhlo.integer_v1<2 : i64>, is_host_transfer = #vhlo.bool_v1<false>, source_target_pairs = #vhlo.tensor_v1<dense<[[0, 1]]> : tensor<1x2xi64>>}> : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()

// -----

"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(()) -> ()>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"f">, sym_visibility = #vhlo.string_v1<"">}> ({
  // expected-error @+1 {{'vhlo.recv_v2' with source_target_pairs #vhlo.tensor_v1<dense<[[1, 0]]> : tensor<1x2xi64>> is not supported by hlokit}}
  "vhlo.recv_v2"() <{channel_id = #vhlo.integer_v1<1 : i64>, channel_type = #vhlo.integer_v1<3 : i64>, is_host_transfer = #vhlo.bool_v1<false>, source_target_pairs = #vhlo.tensor_v1<dense<[[1, 0]]> : tensor<1x2xi64>>}> : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()

// -----

"vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type = #vhlo.type_v1<!vhlo.func_v1<(()) -> ()>>, res_attrs = #vhlo.array_v1<[]>, sym_name = #vhlo.string_v1<"f">, sym_visibility = #vhlo.string_v1<"">}> ({
  // expected-error @+1 {{'vhlo.custom_call_v2' with result_tilings #vhlo.array_v1<[#vhlo.string_v1<"tile">]> is not supported by hlokit}}
  "vhlo.custom_call_v2"() <{api_version = #vhlo<api_version_v1 API_VERSION_ORIGINAL>, backend_config = #vhlo.string_v1<"">, call_target_name = #vhlo.string_v1<"foo">, called_computations = #vhlo.array_v1<[]>, has_side_effect = #vhlo.bool_v1<false>, operand_layouts = #vhlo.array_v1<[]>, output_operand_aliases = #vhlo.array_v1<[]>, result_layouts = #vhlo.array_v1<[]>, result_tilings = #vhlo.array_v1<[#vhlo.string_v1<"tile">]>}> : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()
