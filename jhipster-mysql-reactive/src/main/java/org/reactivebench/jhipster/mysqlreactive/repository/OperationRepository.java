package org.reactivebench.jhipster.mysqlreactive.repository;

import org.reactivebench.jhipster.mysqlreactive.domain.Operation;
import org.springframework.data.domain.Pageable;
import org.springframework.data.r2dbc.repository.R2dbcRepository;
import org.springframework.stereotype.Repository;
import reactor.core.publisher.Flux;

/**
 * Spring Data R2DBC repository for the Operation entity.
 */
@SuppressWarnings("unused")
@Repository
public interface OperationRepository extends R2dbcRepository<Operation, Long> {
    Flux<Operation> findAllBy(Pageable pageable);
}
