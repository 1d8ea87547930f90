//===- RandomOps.td - random number generation ---------------*- tablegen -*-===//
//
// The random op family: `rng` (uniform and normal numbers from an
// implementation-defined source) and `rng_bit_generator` (random bits from an
// explicit state with a named algorithm). Printed forms follow upstream.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_RANDOM_OPS
#define HLOKIT_STABLEHLO_RANDOM_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "mlir/IR/EnumAttr.td"

def StableHLO_RngDistribution : I32EnumAttr<"RngDistribution",
    "rng_distribution (spec: rng)", [
      I32EnumAttrCase<"UNIFORM", 1>, I32EnumAttrCase<"NORMAL", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::hlokit::stablehlo";
}
def StableHLO_RngDistributionAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_RngDistribution,
               "rng_distribution">;

def StableHLO_RngAlgorithm : I32EnumAttr<"RngAlgorithm",
    "rng_algorithm (spec: rng_bit_generator)", [
      I32EnumAttrCase<"DEFAULT", 0>, I32EnumAttrCase<"THREE_FRY", 1>,
      I32EnumAttrCase<"PHILOX", 2>]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::hlokit::stablehlo";
}
def StableHLO_RngAlgorithmAttr
    : EnumAttr<StableHLO_Dialect, StableHLO_RngAlgorithm, "rng_algorithm">;

//===----------------------------------------------------------------------===//
// rng (spec: rng)
//===----------------------------------------------------------------------===//

def StableHLO_RngOp : StableHLO_Op<"rng"> {
  let summary = "rng (spec: rng)";
  let description = [{
    Random numbers of shape `shape`: uniform in `[a, b)` or normal with mean
    `a` and standard deviation `b`.

    ```mlir
    %0 = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<2xi64>) -> tensor<3x4xf32>
    ```
  }];
  let arguments = (ins
    0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$a,
    0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>:$b,
    HLO_DimensionTensor:$shape,
    StableHLO_RngDistributionAttr:$rng_distribution);
  let results = (outs HLO_PredIntOrFpTensor:$result);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $a `,` $b `,` $shape `,` `distribution` `=` $rng_distribution
      attr-dict `:` functional-type(operands, results)
  }];
}

//===----------------------------------------------------------------------===//
// rng_bit_generator (spec: rng_bit_generator)
//===----------------------------------------------------------------------===//

def StableHLO_RngBitGeneratorOp : StableHLO_Op<"rng_bit_generator", [Pure]> {
  let summary = "rng_bit_generator (spec: rng_bit_generator)";
  let description = [{
    Fills `output` with random bits from `initial_state` by `rng_algorithm`
    and returns the advanced state. `DEFAULT` is `PHILOX`, as on XLA's CPU
    backend.

    ```mlir
    %output_state, %output = stablehlo.rng_bit_generator %arg0, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<10x12xui32>)
    ```
  }];
  let arguments = (ins
    StableHLO_RngAlgorithmAttr:$rng_algorithm,
    HLO_IntOrFpTensor:$initial_state);
  let results = (outs HLO_IntOrFpTensor:$output_state,
                      HLO_IntOrFpTensor:$output);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $initial_state `,` `algorithm` `=` $rng_algorithm attr-dict
      `:` functional-type(operands, results)
  }];
}

#endif // HLOKIT_STABLEHLO_RANDOM_OPS
