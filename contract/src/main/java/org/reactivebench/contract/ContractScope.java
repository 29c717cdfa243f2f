package org.reactivebench.contract;

import java.util.List;

/**
 * Which of the suite's classes run. The whole suite answers whether a server honours the contract, hostile input
 * included (27 s a variant on a 2-vCPU machine); a quick trial may only need the requests its load will send to be
 * answered as the contract says. The whole suite is also a warm-up: see {@code ./matrix help run}.
 */
public enum ContractScope {
    /** Every {@code *ContractTest} class. */
    ALL(List.of()),
    /**
     * What the journeys send: logging in, tokens, the account, the Operation CRUD API and the passthrough call
     * (about 13 s, 6 of them the wait for a read timeout).
     */
    LOAD(List.of(AuthenticationContractTest.class, TokenContractTest.class, AccountContractTest.class,
            OperationContractTest.class, PassthroughContractTest.class));

    private final List<Class<?>> classes;

    ContractScope(List<Class<?>> classes) {
        this.classes = classes;
    }

    /** The classes to run; empty for {@link #ALL}, which selects the package. */
    List<Class<?>> classes() {
        return classes;
    }

    /** Whether a check of this report name ({@code Class.method [case]}, or a class name) is in the scope. */
    boolean includes(String check) {
        String className = check.split("[. ]", 2)[0];
        return classes.isEmpty() || classes.stream().anyMatch(c -> c.getSimpleName().equals(className));
    }

    /** What it runs, for a console line. */
    public String describe() {
        return this == ALL ? "the whole suite" : "the checks of the load's requests: " + String.join(", ",
                classes.stream().map(c -> c.getSimpleName().replace("ContractTest", "")).toList());
    }
}
