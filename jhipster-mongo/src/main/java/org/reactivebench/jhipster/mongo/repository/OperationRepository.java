package org.reactivebench.jhipster.mongo.repository;

import org.reactivebench.jhipster.mongo.domain.Operation;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

/**
 * Spring Data MongoDB repository for the Operation entity.
 */
@Repository
public interface OperationRepository extends MongoRepository<Operation, String> {}
