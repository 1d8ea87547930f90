//===- Passes.td - passes between stablehlo and vhlo -------*- tablegen -*-===//

#ifndef HLOKIT_CONVERSION_VHLO_PASSES
#define HLOKIT_CONVERSION_VHLO_PASSES

include "mlir/Pass/PassBase.td"

def StablehloToVhloPass
    : Pass<"hlokit-stablehlo-to-vhlo", "::mlir::ModuleOp"> {
  let summary = "Converts stablehlo, chlo and func ops to the vhlo ops of a "
                "target StableHLO version";
  let description = [{
    What `hlokit-translate --serialize` writes, before it is written: chlo
    ops are legalized to stablehlo, every op becomes the current version of
    its vhlo op (attributes converted one by one, structured ones spread
    over several attributes, defaults materialized as upstream does), and
    each vhlo op is then downgraded to the op version of `target`: the two
    passes upstream runs, `stablehlo-legalize-to-vhlo` and
    `vhlo-to-version`, in one. Fails,
    naming the op and the version it needs, when the target lacks an op or
    a feature the program uses (docs/portable-artifacts.md).

    Before:

    ```mlir
    func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %0 = stablehlo.cosine %x : tensor<4xf32>
      return %0 : tensor<4xf32>
    }
    ```

    After, with `target=1.9.0` (cosine_v2 and its `result_accuracy` arrived
    in 1.10.0; printed with `--mlir-print-op-generic`):

    ```mlir
    "vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1,
        function_type = #vhlo.type_v1<!vhlo.func_v1<1;
          !vhlo.tensor_v1<4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>>>,
        res_attrs = #vhlo.array_v1, sym_name = #vhlo.string_v1<"main">,
        sym_visibility = #vhlo.string_v1}> ({
    ^bb0(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>):
      %0 = "vhlo.cosine_v1"(%arg0)
          : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
      "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
    }) : () -> ()
    ```
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"current\"",
           "X.Y.Z or current">,
  ];
  let dependentDialects = ["::hlokit::vhlo::VhloDialect"];
}

def VhloToStablehloPass
    : Pass<"vhlo-legalize-to-stablehlo", "::mlir::ModuleOp"> {
  let summary = "Upgrades vhlo ops of a portable artifact to the current "
                "version and converts them to stablehlo and func";
  let description = [{
    Upstream's name. The inverse of `hlokit-stablehlo-to-vhlo`, what every
    reader of portable artifacts runs: each vhlo op is upgraded to its current
    version, then becomes its stablehlo or func op, with the attributes
    upstream materializes dropped again where they hold their defaults. A
    module without vhlo ops is left unchanged.

    Before (a portable artifact, which is MLIR bytecode, printed):

    ```mlir
    "vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1,
        function_type = #vhlo.type_v1<!vhlo.func_v1<1;
          !vhlo.tensor_v1<4x!vhlo.f32_v1>, !vhlo.tensor_v1<4x!vhlo.f32_v1>>>,
        res_attrs = #vhlo.array_v1, sym_name = #vhlo.string_v1<"main">,
        sym_visibility = #vhlo.string_v1}> ({
    ^bb0(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>):
      %0 = "vhlo.cosine_v2"(%arg0) <{result_accuracy =
          #vhlo.result_accuracy_v1<0, 0, 0;
            #vhlo.result_accuracy_mode_v1<DEFAULT>>}>
          : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
      "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
    }) : () -> ()
    ```

    After:

    ```mlir
    func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
      %0 = stablehlo.cosine %arg0 : tensor<4xf32>
      return %0 : tensor<4xf32>
    }
    ```
  }];
  let dependentDialects = [
    "::hlokit::vhlo::VhloDialect", "::hlokit::stablehlo::StableHLODialect",
    "::mlir::func::FuncDialect", "::mlir::quant::QuantDialect"
  ];
}

def StablehloLegalizeToVhloPass
    : Pass<"stablehlo-legalize-to-vhlo", "::mlir::ModuleOp"> {
  let summary = "Converts stablehlo, chlo and func ops to the current "
                "version of their vhlo ops";
  let description = [{
    Upstream's first step of writing an artifact, under upstream's name:
    `hlokit-stablehlo-to-vhlo` without the downgrade, which
    `vhlo-to-version` does. sdy ops and attributes stay as they are (bridged
    by `unrealized_conversion_cast` where upstream puts one); an op of any
    other dialect fails, naming it, unless `allow-other-dialects`, which
    keeps those ops and attributes too.

    Before:

    ```mlir
    func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
      %0 = stablehlo.cosine %x : tensor<4xf32>
      return %0 : tensor<4xf32>
    }
    ```

    After (printed with `--mlir-print-op-generic`, the func abridged):

    ```mlir
    "vhlo.func_v1"() <{...}> ({
    ^bb0(%arg0: !vhlo.tensor_v1<4x!vhlo.f32_v1>):
      %0 = "vhlo.cosine_v2"(%arg0) <{result_accuracy = ...}>
          : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
      "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> ()
    }) : () -> ()
    ```
  }];
  let options = [
    Option<"allowOtherDialects", "allow-other-dialects", "bool",
           /*default=*/"false",
           "Keep ops and attributes of other dialects as they are, bridged "
           "by unrealized_conversion_cast (upstream's option)">,
  ];
  let dependentDialects = ["::hlokit::vhlo::VhloDialect"];
}

def VhloToVersionPass : Pass<"vhlo-to-version", "::mlir::ModuleOp"> {
  let summary = "Converts each vhlo op to the version of it a target "
                "StableHLO release has";
  let description = [{
    Upstream's `vhlo-to-version`, with upstream's option and messages: each
    vhlo op is upgraded or downgraded, step by step, to its version at
    `target` (X.Y.Z, or `current`). Fails, in upstream's words, on a missing
    or malformed target, one below the minimum (0.9.0) or above the current
    version, and, naming the op, when the target lacks an op or a feature
    the module uses.

    Before (after `stablehlo-legalize-to-vhlo`):

    ```mlir
    %0 = "vhlo.cosine_v2"(%arg0) <{result_accuracy = ...}>
        : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    ```

    After, with `target=1.9.0` (`result_accuracy` arrived in 1.10.0):

    ```mlir
    %0 = "vhlo.cosine_v1"(%arg0)
        : (!vhlo.tensor_v1<4x!vhlo.f32_v1>) -> !vhlo.tensor_v1<4x!vhlo.f32_v1>
    ```
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "X.Y.Z or current">,
  ];
  let dependentDialects = ["::hlokit::vhlo::VhloDialect"];
}

#endif // HLOKIT_CONVERSION_VHLO_PASSES
