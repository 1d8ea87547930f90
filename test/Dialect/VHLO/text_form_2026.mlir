// upstream's text form of the vhlo types and attributes added in 2026:
// futures, buffers, meshes and mesh-axes replica groups.
// RUN: hlokit-opt --mlir-print-op-generic %s | FileCheck %s
// RUN: hlokit-opt %s | hlokit-opt --mlir-print-op-generic | FileCheck %s
// RUN: hlokit-opt --emit-bytecode %s | hlokit-opt --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: "vhlo.func_v1"
// CHECK-SAME: function_type = #vhlo.type_v1<!vhlo.func_v1<(!vhlo.buffer_v1<2x!vhlo.f32_v1>, !vhlo.tuple_v1<>, !vhlo.future_v1<!vhlo.tensor_v1<!vhlo.tf31_v1>, !vhlo.token_v1>) -> ()>>
// CHECK-SAME: sym_name = #vhlo.string_v1<"f">
// CHECK: ^bb0(%{{.*}}: !vhlo.buffer_v1<2x!vhlo.f32_v1>, %{{.*}}: !vhlo.tuple_v1<>, %{{.*}}: !vhlo.future_v1<!vhlo.tensor_v1<!vhlo.tf31_v1>, !vhlo.token_v1>):
// CHECK: groups = #vhlo.replica_group_mesh_axes_v1<mesh = #vhlo.mesh_v1<axes = #vhlo.array_v1<[#vhlo.mesh_axis_v1<name = #vhlo.string_v1<"x">, size = 4>]>, device_ids = #vhlo.tensor_v1<dense<[3, 2, 1, 0]> : tensor<4xi64>>>, axes = #vhlo.array_v1<[#vhlo.axis_ref_v1<name = #vhlo.string_v1<"x">, sub_axis_info = #vhlo.sub_axis_info_v1<pre_size = 1, size = 2>>]>>
// CHECK-SAME: symbol = #vhlo.replica_group_mesh_axes_v1<mesh = #vhlo.string_v1<"mesh">, axes = #vhlo.array_v1<[#vhlo.axis_ref_v1<name = #vhlo.string_v1<"x">>]>>
vhlo.func_v1 @f(%a: !vhlo.buffer_v1<2x!vhlo.f32_v1>, %b: !vhlo.tuple_v1<>, %c: !vhlo.future_v1<!vhlo.tensor_v1<!vhlo.tf31_v1>, !vhlo.token_v1>) -> () {
  "vhlo.return_v1"() {groups = #vhlo.replica_group_mesh_axes_v1<mesh = #vhlo.mesh_v1<axes = #vhlo.array_v1<[#vhlo.mesh_axis_v1<name = #vhlo.string_v1<"x">, size = 4>]>, device_ids = #vhlo.tensor_v1<dense<[3, 2, 1, 0]> : tensor<4xi64>>>, axes = #vhlo.array_v1<[#vhlo.axis_ref_v1<name = #vhlo.string_v1<"x">, sub_axis_info = #vhlo.sub_axis_info_v1<pre_size = 1, size = 2>>]>>, symbol = #vhlo.replica_group_mesh_axes_v1<mesh = #vhlo.string_v1<"mesh">, axes = #vhlo.array_v1<[#vhlo.axis_ref_v1<name = #vhlo.string_v1<"x">>]>>} : () -> ()
} {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"">}
