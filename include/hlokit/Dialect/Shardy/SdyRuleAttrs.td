//===- SdyRuleAttrs.td - op sharding rules -----------------*- tablegen -*-===//
//
// How an op's operand and result dimensions map to factors, the unit that
// propagation shards: `#sdy.op_sharding_rule<([i, k], [k, j])->([i, j])
// {i=8, j=16, k=8} reduction={k}>`. Factor 0 is `i`, 17 is `z`, 18 is `z_1`.
//
//===----------------------------------------------------------------------===//

#ifndef HLOKIT_SDY_RULE_ATTRS
#define HLOKIT_SDY_RULE_ATTRS

def Sdy_DimMapping : Sdy_Attr<"DimMapping", "dim_mapping"> {
  let summary = "the factors one dimension maps to: `ij` is [0, 1]";
  let description = [{
    Factors from major to minor, written as concatenated symbols. An empty
    list parses (a missing symbol) but fails verification: every dimension
    maps to at least one factor.
  }];
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t", "factor indices">:$factor_indices);
  // Concatenated symbols without separators need a hand-written parser.
  let hasCustomAssemblyFormat = 1;
}

def Sdy_TensorMapping : Sdy_Attr<"TensorMapping", "tensor_mapping"> {
  let summary = "one dimension mapping per dimension of a tensor: `[i, jk]`";
  let parameters = (ins
      OptionalArrayRefParameter<"DimMappingAttr", "per dimension">:
          $dim_mappings);
  let assemblyFormat = "`` `[` (`]`):($dim_mappings^ `]`)? ``";
  let extraClassDeclaration = [{
    int64_t getRank() const { return getDimMappings().size(); }
  }];
}

def Sdy_OpShardingRule : Sdy_Attr<"OpShardingRule", "op_sharding_rule"> {
  let summary = "how an op's dimensions map to shardable factors";
  let description = [{
    `(operand mappings)->(result mappings) {i=size, ...}` then optionally,
    in this order, `reduction={...}` (factors summed over, only in operands),
    `need_replication={...}`, `permutation={...}` (each factor in at most one
    of these three), `blocked_propagation={...}` (factors shardings don't
    propagate along) and `, custom` (a user-written rule, never replaced).
    Lives on ops as the discardable attribute `sdy.sharding_rule`.
  }];
  let parameters = (ins
      OptionalArrayRefParameter<"int64_t", "factor sizes">:$factor_sizes,
      OptionalArrayRefParameter<"TensorMappingAttr", "per operand">:
          $operand_mappings,
      OptionalArrayRefParameter<"TensorMappingAttr", "per result">:
          $result_mappings,
      OptionalArrayRefParameter<"int64_t", "factors needing a reduction">:
          $reduction_factors,
      OptionalArrayRefParameter<"int64_t", "factors needing replication">:
          $need_replication_factors,
      OptionalArrayRefParameter<"int64_t",
          "factors needing a collective permute">:$permutation_factors,
      OptionalArrayRefParameter<"int64_t", "factors not propagated along">:
          $blocked_propagation_factors,
      DefaultValuedParameter<"bool", "false", "a user-written rule">:
          $is_custom_rule);
  // The factor sizes and factor sets name factors by symbol (`k`), not by
  // index, hence the directives.
  let assemblyFormat = [{
    `<` `(` $operand_mappings `)` `` `->` `` `(` $result_mappings `)` ``
    custom<FactorSizes>($factor_sizes) ``
    custom<FactorsWithType>($reduction_factors, "\"reduction\"") ``
    custom<FactorsWithType>($need_replication_factors,
                            "\"need_replication\"") ``
    custom<FactorsWithType>($permutation_factors, "\"permutation\"") ``
    custom<FactorsWithType>($blocked_propagation_factors,
                            "\"blocked_propagation\"") ``
    custom<IsCustomRule>($is_custom_rule) `>`
  }];
  let extraClassDeclaration = [{
    int64_t getNumFactors() const { return getFactorSizes().size(); }
    bool isReductionFactor(int64_t factor) const {
      return ::llvm::is_contained(getReductionFactors(), factor);
    }
    bool isNeedReplicationFactor(int64_t factor) const {
      return ::llvm::is_contained(getNeedReplicationFactors(), factor);
    }
    bool isPermutationFactor(int64_t factor) const {
      return ::llvm::is_contained(getPermutationFactors(), factor);
    }
    bool isBlockedPropagationFactor(int64_t factor) const {
      return ::llvm::is_contained(getBlockedPropagationFactors(), factor);
    }
    /// Neither reduction, need-replication nor permutation: sharding it the
    /// same way everywhere needs no communication.
    bool isPassThroughFactor(int64_t factor) const {
      return !isReductionFactor(factor) && !isNeedReplicationFactor(factor) &&
             !isPermutationFactor(factor);
    }
  }];
}

#endif // HLOKIT_SDY_RULE_ATTRS
