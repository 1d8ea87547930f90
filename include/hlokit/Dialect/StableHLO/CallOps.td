//===- CallOps.td - ops that apply a function ----------------*- tablegen -*-===//
//
// `map` applies its region elementwise; `composite` names a higher-level op
// and carries the function that implements it (its decomposition). `map`
// prints generically and `composite` in its pretty form, as upstream.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_STABLEHLO_CALL_OPS
#define HLOKIT_STABLEHLO_CALL_OPS

include "hlokit/Dialect/StableHLO/StablehloBase.td"
include "mlir/IR/SymbolInterfaces.td"

//===----------------------------------------------------------------------===//
// map (spec: map)
//===----------------------------------------------------------------------===//

def StableHLO_MapOp : StableHLO_Op<"map", [
    RecursiveMemoryEffects, SingleBlockImplicitTerminator<"ReturnOp">]> {
  let summary = "map (spec: map)";
  let description = [{
    Applies `computation` to the elements of `inputs` at each index.

    ```mlir
    %0 = "stablehlo.map"(%a, %b) <{dimensions = array<i64: 0>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %1 = stablehlo.multiply %x, %y : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    ```
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrPerTensorQuantizedTensor>:$inputs,
    DenseI64ArrayAttr:$dimensions);
  let regions = (region SizedRegion<1>:$computation);
  let results = (outs HLO_TensorOrPerTensorQuantizedTensor:$result);
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// composite (spec: composite)
//===----------------------------------------------------------------------===//

def StableHLO_CompositeOp : StableHLO_Op<"composite", [
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "composite (spec: composite)";
  let description = [{
    The op `name` with `composite_attributes`, made of other ops: it computes
    what its `decomposition` function computes on `inputs`. Its
    `composite_regions` (not in the spec; upstream carries them) model the
    bodies of ops that have them; running the decomposition ignores them.

    ```mlir
    %0 = stablehlo.composite "my.op" %arg0 {composite_attributes = {n = 2 : i64}, decomposition = @impl} : (tensor<f32>) -> tensor<f32>
    ```
  }];
  let arguments = (ins
    Variadic<HLO_TensorOrTokenOrTuple>:$inputs,
    StrAttr:$name,
    DefaultValuedOptionalAttr<DictionaryAttr, "{}">:$composite_attributes,
    FlatSymbolRefAttr:$decomposition,
    DefaultValuedOptionalAttr<I32Attr, "0">:$version);
  let regions = (region VariadicRegion<AnyRegion>:$composite_regions);
  let results = (outs Variadic<HLO_TensorOrTokenOrTuple>);
  let hasVerifier = 1;
  let assemblyFormat = [{
    $name $inputs (` ` `(` $composite_regions^ `)`)? attr-dict
    `:` functional-type(operands, results)
  }];
}

#endif // HLOKIT_STABLEHLO_CALL_OPS
