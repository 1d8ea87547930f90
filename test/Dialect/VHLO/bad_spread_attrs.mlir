// RUN: hlokit-opt --split-input-file --verify-diagnostics --vhlo-legalize-to-stablehlo %s

// Spread dimension numbers of the wrong kind are refused when reading (the
// builtin attributes stand in for damaged vhlo ones, so only the first
// attribute each op reads can be tested here).

"vhlo.func_v1"() <{arg_attrs = [], function_type = () -> (), res_attrs = [], sym_name = "f", sym_visibility = ""}> ({
  // expected-error @+1 {{expected an i64 tensor for 'offset_dims'}}
  "vhlo.gather_v2"() <{collapsed_slice_dims = 0, index_vector_dim = 0, indices_are_sorted = false, offset_dims = "x", operand_batching_dims = 0, slice_sizes = 0, start_index_map = 0, start_indices_batching_dims = 0}> : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()

// -----

"vhlo.func_v1"() <{arg_attrs = [], function_type = () -> (), res_attrs = [], sym_name = "f", sym_visibility = ""}> ({
  // expected-error @+1 {{expected an i64 tensor for 'update_window_dims'}}
  "vhlo.scatter_v2"() <{index_vector_dim = 0, indices_are_sorted = false, input_batching_dims = dense<0> : tensor<1xi64>, inserted_window_dims = dense<0> : tensor<1xi64>, scatter_dims_to_operand_dims = dense<0> : tensor<1xi64>, scatter_indices_batching_dims = dense<0> : tensor<1xi64>, unique_indices = false, update_window_dims = 1.0}> : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()


// -----

"vhlo.func_v1"() <{arg_attrs = [], function_type = () -> (), res_attrs = [], sym_name = "f", sym_visibility = ""}> ({
  // expected-error @+1 {{expected an i64 integer for 'input_batch_dimension'}}
  "vhlo.convolution_v1"() <{batch_group_count = 1, feature_group_count = 1, input_batch_dimension = "x", input_feature_dimension = 0, input_spatial_dimensions = 0, kernel_input_feature_dimension = 0, kernel_output_feature_dimension = 0, kernel_spatial_dimensions = 0, lhs_dilation = 0, output_batch_dimension = 0, output_feature_dimension = 0, output_spatial_dimensions = 0, padding = 0, precision_config = 0, rhs_dilation = 0, window_reversal = 0, window_strides = 0}> : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()

// -----

"vhlo.func_v1"() <{arg_attrs = [], function_type = () -> (), res_attrs = [], sym_name = "f", sym_visibility = ""}> ({
  // expected-error @+1 {{invalid use_global_device_ids "x"}}
  "vhlo.all_reduce_v2"() <{channel_id = 1, replica_groups = 0, use_global_device_ids = "x"}> : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()

// -----

"vhlo.func_v1"() <{arg_attrs = [], function_type = () -> (), res_attrs = [], sym_name = "f", sym_visibility = ""}> ({
  // expected-error @+1 {{expected an i64 integer for 'channel_id'}}
  "vhlo.collective_permute_v1"() <{channel_id = "x", source_target_pairs = 0}> : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()

// -----

// dynamic_conv_v1's padding attribute must be zeros to become dynamic_conv_v2.
"vhlo.func_v1"() <{arg_attrs = [], function_type = () -> (), res_attrs = [], sym_name = "f", sym_visibility = ""}> ({
  // expected-error @+1 {{'vhlo.dynamic_conv_v1' with a 'padding' attribute other than zeros has no dynamic_conv_v2 form}}
  "vhlo.dynamic_conv_v1"() <{batch_group_count = 1, feature_group_count = 1, input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = 0, kernel_input_feature_dimension = 0, kernel_output_feature_dimension = 0, kernel_spatial_dimensions = 0, lhs_dilation = 0, output_batch_dimension = 0, output_feature_dimension = 0, output_spatial_dimensions = 0, padding = dense<1> : tensor<1x2xi64>, precision_config = 0, rhs_dilation = 0, window_reversal = 0, window_strides = 0}> : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()
