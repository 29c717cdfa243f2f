package org.reactivebench.contract;

import java.net.URI;
import java.util.Base64;
import java.util.Optional;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives each contract test class its {@link ContractTarget}, built from the JUnit configuration
 * parameters {@value ContractTarget#BASE_URL}, {@value ContractTarget#JWT_SECRET} and
 * {@value ContractTarget#DIALECT} (system properties of the same names are the fallback).
 */
public final class ContractTargetResolver implements ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(ContractTargetResolver.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == ContractTarget.class;
    }

    @Override
    public ContractTarget resolveParameter(ParameterContext parameter, ExtensionContext context) {
        ExtensionContext classContext = context.getTestMethod().isPresent() ? context.getParent().orElseThrow() : context;
        return classContext.getStore(NAMESPACE)
                .getOrComputeIfAbsent(ContractTarget.class, key -> create(classContext), ContractTarget.class);
    }

    private static ContractTarget create(ExtensionContext context) {
        String baseUrl = setting(context, ContractTarget.BASE_URL)
                .orElseThrow(() -> new ParameterResolutionException(
                        "no server to test: set the configuration parameter or system property " + ContractTarget.BASE_URL));
        byte[] secret = setting(context, ContractTarget.JWT_SECRET).map(Base64.getDecoder()::decode).orElse(null);
        return new ContractTarget(URI.create(baseUrl), secret, dialect(context));
    }

    /** The dialect the server under test speaks: {@value ContractTarget#DIALECT}, {@link Dialect#DEFAULT} when not set. */
    static Dialect dialect(ExtensionContext context) {
        return Dialect.of(setting(context, ContractTarget.DIALECT).orElse(null));
    }

    private static Optional<String> setting(ExtensionContext context, String key) {
        return context.getConfigurationParameter(key)
                .or(() -> Optional.ofNullable(System.getProperty(key)))
                .filter(value -> !value.isBlank());
    }
}
