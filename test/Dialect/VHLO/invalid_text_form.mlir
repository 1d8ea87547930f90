// Malformed vhlo text is a located error naming what was expected.
// RUN: hlokit-opt --split-input-file --verify-diagnostics %s

// expected-error @+1 {{unknown vhlo attribute 'integer_v9'}}
"vhlo.return_v1"() {a = #vhlo.integer_v9<1 : i64>} : () -> ()

// -----

// expected-error @+1 {{unknown vhlo type 'f33_v1'}}
"vhlo.return_v1"() : () -> !vhlo.f33_v1

// -----

// expected-error @+1 {{invalid comparison_direction_v1 'EQUAL'}}
"vhlo.return_v1"() {a = #vhlo<comparison_direction_v1 EQUAL>} : () -> ()

// -----

// expected-error @+1 {{invalid precision_v1 'LOWEST'}}
"vhlo.return_v1"() {a = #vhlo<precision_v1 LOWEST>} : () -> ()

// -----

// expected-error @+1 {{expected 'true' or 'false'}}
"vhlo.return_v1"() {a = #vhlo.bool_v1<1>} : () -> ()

// -----

// expected-error @+1 {{expected an integer of a vhlo integer type, got 1 : index}}
"vhlo.return_v1"() {a = #vhlo.integer_v1<1 : index>} : () -> ()

// -----

// expected-error @+1 {{expected a vhlo float type}}
"vhlo.return_v1"() {a = #vhlo.float_v1<1.0 : !vhlo.i32_v1>} : () -> ()

// -----

// expected-error @+1 {{expected VHLO result accuracy mode (#vhlo.result_accuracy_mode_v1)}}
"vhlo.return_v1"() {a = #vhlo.result_accuracy_v1<atol = 0.0, rtol = 0.0, ulps = 0, mode = #vhlo.bool_v1<true>>} : () -> ()

// -----

// expected-error @+1 {{expected VHLO type extensions (#vhlo.type_extensions_v1)}}
"vhlo.return_v1"() : () -> !vhlo.tensor_v1<2x!vhlo.f32_v1, #vhlo.bool_v1<true>>

// -----

// expected-error @+1 {{2 scales and 1 zero points}}
"vhlo.return_v1"() : () -> !vhlo.quant_per_axis_v1<!vhlo.i8_v1:!vhlo.f32_v1, 0, [1.0, 2.0], [0], -128:127, 1>

// -----

// Upstream's dictionary keys are vhlo attributes, never builtin ones.
// expected-error @+1 {{expected VHLO key attribute}}
"vhlo.return_v1"() {a = #vhlo.dict_v1<{"key" = #vhlo.array_v1<[]>}>} : () -> ()

// -----

// expected-error @+1 {{expected VHLO sub-axis info (#vhlo.sub_axis_info_v1)}}
"vhlo.return_v1"() {a = #vhlo.axis_ref_v1<name = #vhlo.string_v1<"x">, sub_axis_info = #vhlo.bool_v1<true>>} : () -> ()

// -----

// expected-error @+1 {{expected 'pre_size'}}
"vhlo.return_v1"() {a = #vhlo.sub_axis_info_v1<size = 2>} : () -> ()
