package org.reactivebench.operations.operation;

import org.springframework.data.domain.Pageable;
import org.springframework.data.mongodb.repository.ReactiveMongoRepository;
import reactor.core.publisher.Flux;

/** On the reactive-streams driver: every method answers a Mono or a Flux and blocks no thread. */
public interface OperationRepository extends ReactiveMongoRepository<Operation, String> {

    /** One page of operations (the reactive counterpart of findAll(Pageable), whose total is count()). */
    Flux<Operation> findAllBy(Pageable pageable);
}
