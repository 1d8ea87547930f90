// RUN: hlokit-opt --split-input-file --verify-diagnostics --vhlo-legalize-to-stablehlo %s

// Attributes of newer vhlo ops that hlokit's stablehlo ops do not carry are
// refused when they do not hold their default (builtin attributes stand in
// for the vhlo ones, which have no text form).

"vhlo.func_v1"() <{arg_attrs = [], function_type = () -> (), res_attrs = [], sym_name = "f", sym_visibility = ""}> ({
  // expected-error @+1 {{'vhlo.send_v2' with source_target_pairs dense<[[0, 1]]> : tensor<1x2xi64> is not supported by hlokit}}
  "vhlo.send_v2"() <{channel_id = 1, channel_type = 2, is_host_transfer = false, source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}> : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()

// -----

"vhlo.func_v1"() <{arg_attrs = [], function_type = () -> (), res_attrs = [], sym_name = "f", sym_visibility = ""}> ({
  // expected-error @+1 {{'vhlo.recv_v2' with source_target_pairs dense<[[1, 0]]> : tensor<1x2xi64> is not supported by hlokit}}
  "vhlo.recv_v2"() <{channel_id = 1, channel_type = 3, is_host_transfer = false, source_target_pairs = dense<[[1, 0]]> : tensor<1x2xi64>}> : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()

// -----

"vhlo.func_v1"() <{arg_attrs = [], function_type = () -> (), res_attrs = [], sym_name = "f", sym_visibility = ""}> ({
  // expected-error @+1 {{'vhlo.custom_call_v2' with result_tilings ["tile"] is not supported by hlokit}}
  "vhlo.custom_call_v2"() <{api_version = 1, backend_config = "", call_target_name = "foo", called_computations = [], has_side_effect = false, operand_layouts = [], output_operand_aliases = [], result_layouts = [], result_tilings = ["tile"]}> : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()

// -----

"vhlo.func_v1"() <{arg_attrs = [], function_type = () -> (), res_attrs = [], sym_name = "f", sym_visibility = ""}> ({
  // expected-error @+1 {{'vhlo.collective_reduce_v1' with has_dynamic_root true is not supported by hlokit}}
  "vhlo.collective_reduce_v1"() <{channel_id = 0, has_dynamic_root = true, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids = false}> : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()

// -----

"vhlo.func_v1"() <{arg_attrs = [], function_type = () -> (), res_attrs = [], sym_name = "f", sym_visibility = ""}> ({
  // expected-error @+1 {{'vhlo.composite_v2' with regions is not supported by hlokit}}
  "vhlo.composite_v2"() <{composite_attributes = {}, decomposition = "impl", name = "my.op", version = 0}> ({
    "vhlo.return_v1"() : () -> ()
  }) : () -> ()
  "vhlo.return_v1"() : () -> ()
}) : () -> ()
