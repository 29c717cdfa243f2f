package org.reactivebench.operations.config;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import reactor.core.scheduler.Scheduler;
import reactor.core.scheduler.Schedulers;

/** The Reactor scheduler that blocking calls are wrapped onto, chosen by {@code bench.scheduler}. */
@Configuration
public class SchedulerConfiguration {

    @Bean
    public Scheduler scheduler(@Value("${bench.scheduler}") String name) {
        switch (name) {
            case "parallel":
                return Schedulers.parallel();
            case "bounded-elastic":
                return Schedulers.boundedElastic();
            case "elastic":
                return elastic();
            default:
                throw new IllegalArgumentException("Unknown bench.scheduler '" + name
                    + "': use parallel, bounded-elastic or elastic");
        }
    }

    // Deprecated in the Reactor 3.4 of Boot 2.7 (unbounded threads; gone in 3.5), yet one the study compares.
    @SuppressWarnings("deprecation")
    private static Scheduler elastic() {
        return Schedulers.elastic();
    }
}
