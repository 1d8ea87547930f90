//===- Passes.td - sharding propagation passes -------------*- tablegen -*-===//
//
// Shardy's propagation passes, under Shardy's names and options.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_TRANSFORMS_SHARDING_PASSES
#define HLOKIT_TRANSFORMS_SHARDING_PASSES

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// Op sharding rules
//===----------------------------------------------------------------------===//

def PopulateOpShardingRulesPass
    : Pass<"sdy-populate-op-sharding-rules", "mlir::func::FuncOp"> {
  let summary = "Populates all registered ops with an `OpShardingRuleAttr`.";
  let description = [{
    Sets `sdy.sharding_rule` on every op of the function that has a rule in
    the op sharding rule registry (`createOpShardingRule`) and none yet: a
    rule already on an op is kept. Propagation creates rules as it needs
    them; this pass creates them all at once, to see and test them. An op
    or custom_call target the registry doesn't know gets no rule and a
    warning naming it (once per name). See docs/sharding.md, "Sharding
    rules".

    Example:

    ```mlir
    func.func @f(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
      %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
        : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
      return %0 : tensor<8x4xf32>
    }
    ```

    becomes

    ```mlir
    func.func @f(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
      %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0]
        {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=4, k=16} reduction={k}>}
        : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
      return %0 : tensor<8x4xf32>
    }
    ```
  }];
  let dependentDialects = ["hlokit::sdy::SdyDialect"];
  let options = [
    Option<"conservativePropagation", "conservative-propagation", "bool",
           /*default=*/"false",
           "whether to disallow rules that can propagate non-divisible "
           "sharding axes">
  ];
}

#endif // HLOKIT_TRANSFORMS_SHARDING_PASSES
