package org.reactivebench.contract;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/** Runs what {@link AppliesTo} marks only against the dialects it names. */
public final class DialectCondition implements ExecutionCondition {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        return AnnotationSupport.findAnnotation(context.getElement(), AppliesTo.class)
                .map(appliesTo -> evaluate(List.of(appliesTo.value()), ContractTargetResolver.dialect(context)))
                .orElse(ConditionEvaluationResult.enabled("applies to every dialect"));
    }

    static ConditionEvaluationResult evaluate(List<Dialect> appliesTo, Dialect spoken) {
        String dialects = Arrays.toString(appliesTo.toArray());
        return appliesTo.contains(spoken)
                ? ConditionEvaluationResult.enabled("applies to " + dialects)
                : ConditionEvaluationResult.disabled("applies to " + dialects + " only; this server speaks " + spoken);
    }
}
