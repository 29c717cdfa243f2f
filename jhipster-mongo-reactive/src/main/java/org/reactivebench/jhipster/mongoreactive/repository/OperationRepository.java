package org.reactivebench.jhipster.mongoreactive.repository;

import org.reactivebench.jhipster.mongoreactive.domain.Operation;
import org.springframework.data.domain.Pageable;
import org.springframework.data.mongodb.repository.ReactiveMongoRepository;
import org.springframework.stereotype.Repository;
import reactor.core.publisher.Flux;

/**
 * Spring Data MongoDB reactive repository for the Operation entity.
 */
@SuppressWarnings("unused")
@Repository
public interface OperationRepository extends ReactiveMongoRepository<Operation, String> {
    Flux<Operation> findAllBy(Pageable pageable);
}
